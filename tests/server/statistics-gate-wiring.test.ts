import type { StatisticsView } from '../../server/services/statistics';
import { STATISTICS_CONCURRENCY, statisticsGate } from '../../server/services/statistics/gate';
import { openTestApp, type TestApp } from '../helpers/app';

/** The statistics calls pass through the gate: with every slot taken, a view or drill-down waits its turn. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
}, 120_000);
afterAll(() => t?.close());

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 5));
};

it('holds a view and a drill-down while the gate is full and answers them once a slot frees', async () => {
  const before = await t.call<StatisticsView>('GET', '/statistics/view', { token: admin, query: { view: 'workloadEvaluation' } });
  let free!: () => void;
  const held = new Promise<void>((r) => (free = r));
  const blockers = Array.from({ length: STATISTICS_CONCURRENCY }, () => statisticsGate.run(() => held));
  let settled = 0;
  const view = t.call<StatisticsView>('GET', '/statistics/view', { token: admin, query: { view: 'workloadEvaluation' } }).finally(() => settled++);
  const rows = t.call('GET', '/statistics/rows', { token: admin, query: { view: 'fires' } }).finally(() => settled++);
  await turns(40);
  expect(settled).toBe(0);
  expect([statisticsGate.running, statisticsGate.waiting]).toEqual([STATISTICS_CONCURRENCY, 2]);
  free();
  await Promise.all(blockers);
  const [answer, drilled] = await Promise.all([view, rows]);
  expect(answer).toEqual(before);
  expect(drilled.code).toBe(0);
  expect([statisticsGate.running, statisticsGate.waiting]).toEqual([0, 0]);
});
