import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { inspectionTasks, organizations, penalties } from '../../server/db/schema';
import type { StatisticsView } from '../../server/services/statistics';
import { removeInspectionTaskFact, removePenaltyFact, removeServiceReviewFact, saveInspectionTaskFact, savePenaltyFact, saveServiceReviewFact } from '../../server/services/statistics/fact-writes';
import { refreshStatisticsSummaries, summaryIsCurrent } from '../../server/services/statistics/summaries/refresh';
import { summaryRowsOf } from '../../server/services/statistics/summaries/rows';
import { SUMMARIZED_FACTS } from '../../server/services/statistics/summaries/summarized';
import { listOf } from '../../server/services/statistics/tree';
import { openTestApp, type TestApp } from '../helpers/app';
import { expectedOf, type Filter } from './support/statistics-oracle';
import { ORACLES } from './support/statistics-oracles';

/** The daily summaries behind the views: kept by the fact write functions, equal to the facts, exact at any period. */

let t: TestApp;
let admin: string;
let futian: string;
let station: string;

const CHINA_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 10);
const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

type Row = Record<string, unknown>;
const rows = async (db: Db, query: string): Promise<Row[]> => (await (db as unknown as { $client: { query: (q: string) => Promise<{ rows: Row[] }> } }).$client.query(query)).rows;

/** A date column reads as a Date through one path and as text through the other. */
const dayOf = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);
const ROW = (r: Row) => [r.view, r.fact, r.grain, dayOf(r.day), r.organ_id, r.k, r.n, ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => Number(r[`v${i}`]).toFixed(6))].join('|');

/** The summary as stored, values to the micro-unit (sums of money may differ in the last bit by order). */
async function summary(where = 'true'): Promise<string[]> {
  return (await rows(t.db, `SELECT * FROM statistics_summaries WHERE ${where} ORDER BY view, fact, grain, day, organ_id, k`)).map(ROW);
}

const sameRows = (kept: string[], rebuilt: string[]) => {
  const [keptSet, rebuiltSet] = [new Set(kept), new Set(rebuilt)];
  expect(kept.filter((r) => !rebuiltSet.has(r))).toEqual([]);
  expect(rebuilt.filter((r) => !keptSet.has(r))).toEqual([]);
};

/** The whole stored summary against a rebuild from the facts (the refresh the seeds run). */
async function expectWholeSummaryEqualsFacts(): Promise<void> {
  const kept = await summary();
  await refreshStatisticsSummaries(t.db, { all: true });
  sameRows(kept, await summary());
}

/** One organisation's stored summary rows against the same rows computed from its facts now. */
async function expectSummaryEqualsFacts(organ: string): Promise<void> {
  const values = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `v${i}`).join(', ');
  for (const s of SUMMARIZED_FACTS) {
    const computed = listOf<Row>(await t.db.execute(sql`SELECT * FROM (${summaryRowsOf(s, sql`${sql.raw(s.organ)} = ${organ}`, 1)}) AS r(view, fact, grain, day, organ_id, k, n, ${sql.raw(values)})`));
    sameRows(await summary(`view = '${s.view}' AND fact = ${s.factIndex} AND organ_id = '${organ}'`), computed.map(ROW));
  }
}

const view = async (key: string, query: Record<string, string | number | undefined>) => {
  const env = await t.call<StatisticsView>('GET', '/statistics/view', { token: admin, query: { view: key, ...query } });
  expect(env.msg).toBe('操作成功');
  return env.data;
};
const total = (v: StatisticsView, measure: string) => v.totals[v.measures.findIndex((m) => m.key === measure)];

beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  futian = (await t.db.select().from(organizations).where(eq(organizations.sortName, '福田大队')))[0].id;
  station = (await t.db.select().from(organizations).where(eq(organizations.sortName, '福田特勤站')))[0].id;
}, 120_000);
afterAll(() => t?.close());

describe('statistics summaries', () => {
  it('cover the task, penalty and review facts of the heavy views, built from the current definitions by the seed', async () => {
    const summarized = new Set(SUMMARIZED_FACTS.map((s) => `${s.view}/${s.factIndex}`));
    for (const key of ['supervisionInspection/0', 'supervisionInspection/1', 'workloadStatistics/0', 'caseCauses/0', 'caseCauses/1', 'personalWorkload/0', 'workloadSummary/1', 'serviceReviews/0', 'reviewProblems/0']) {
      expect(summarized.has(key), key).toBe(true);
    }
    // A distinct count (履职考评 申报人数) cannot be added up from days: that view scans its facts.
    expect([...summarized].some((k) => k.startsWith('dutyEvaluation/'))).toBe(false);
    for (const s of SUMMARIZED_FACTS) expect(await summaryIsCurrent(t.db, s), s.view).toBe(true);
    expect(Number((await rows(t.db, 'SELECT count(*) AS n FROM statistics_summaries'))[0].n)).toBeGreaterThan(0);
    await expectWholeSummaryEqualsFacts();
  }, 120_000);

  it('move with every save, replacement and removal of a task through its write function', async () => {
    const period = { startTime: `${chinaDay(Date.now() - 40 * DAY_MS)} 00:00:00`, endTime: `${chinaDay(Date.now() - DAY_MS)} 23:59:59` };
    const query = { organId: futian, organRange: 1, ...period };
    const before = await view('workloadStatistics', query);
    const checksBefore = await view('supervisionInspection', query);
    const created = at(`${chinaDay(Date.now() - 20 * DAY_MS)} 09:15:00`);
    const base = { id: 'sum-task-1', organId: station, userId: 'u-0002', source: 'complaint' as const, createdAt: created };

    await saveInspectionTaskFact(t.db, { ...base, status: 'pending' });
    await expectSummaryEqualsFacts(station);
    expect(total(await view('workloadStatistics', query), 'complaint')).toBe(total(before, 'complaint') + 1);

    const checkedAt = new Date(created.getTime() + 3 * DAY_MS);
    await saveInspectionTaskFact(t.db, { ...base, status: 'done', result: 'unqualified', causeId: null, hazards: 4, checkedAt });
    await expectSummaryEqualsFacts(station);
    const checks = await view('supervisionInspection', query);
    expect(total(checks, 'checked')).toBe(total(checksBefore, 'checked') + 1);
    expect(total(checks, 'hazards')).toBe(total(checksBefore, 'hazards') + 4);

    await saveInspectionTaskFact(t.db, { ...base, source: 'plan', status: 'done', result: 'qualified', hazards: 0, checkedAt });
    await expectSummaryEqualsFacts(station);
    const moved = await view('workloadStatistics', query);
    expect([total(moved, 'complaint'), total(moved, 'plan')]).toEqual([total(before, 'complaint'), total(before, 'plan') + 1]);

    await removeInspectionTaskFact(t.db, base.id);
    await expectSummaryEqualsFacts(station);
    expect(await view('workloadStatistics', query)).toEqual(before);
    expect(await view('supervisionInspection', query)).toEqual(checksBefore);
  });

  it('move with a penalty saved, replaced and removed through its write function', async () => {
    const query = { organId: futian, organRange: 1, startTime: `${chinaDay(Date.now() - 40 * DAY_MS)} 00:00:00`, endTime: `${chinaDay(Date.now())} 23:59:59` };
    const before = await view('supervisionInspection', query);
    const penalty = { id: 'sum-pen-1', organId: station, kind: 'fine' as const, amount: 1234.5, decidedAt: at(`${chinaDay(Date.now() - 10 * DAY_MS)} 16:00:00`) };
    await savePenaltyFact(t.db, penalty);
    await expectSummaryEqualsFacts(station);
    expect(total(await view('supervisionInspection', query), 'fines')).toBeCloseTo(total(before, 'fines') + 1234.5, 2);
    await savePenaltyFact(t.db, { ...penalty, kind: 'seal', compulsory: true, amount: 0 });
    await expectSummaryEqualsFacts(station);
    const sealed = await view('supervisionInspection', query);
    expect([total(sealed, 'seals'), total(sealed, 'penalties')]).toEqual([total(before, 'seals') + 1, total(before, 'penalties')]);
    await removePenaltyFact(t.db, penalty.id);
    await expectSummaryEqualsFacts(station);
    expect(await view('supervisionInspection', query)).toEqual(before);
  });

  it('move with a service review saved, replaced and removed through its write function', async () => {
    const query = { organId: futian, organRange: 1, startTime: `${chinaDay(Date.now() - 40 * DAY_MS)} 00:00:00`, endTime: `${chinaDay(Date.now())} 23:59:59` };
    const [reviews, problems] = [await view('serviceReviews', query), await view('reviewProblems', query)];
    const review = { id: 'sum-rev-1', organId: station, userId: 'u-0002', service: 'xfjdjc', score: 5, channel: 'app' as const, createdAt: at(`${chinaDay(Date.now() - 3 * DAY_MS)} 08:30:00`) };
    await saveServiceReviewFact(t.db, review);
    await expectSummaryEqualsFacts(station);
    expect(total(await view('serviceReviews', query), 'good')).toBe(total(reviews, 'good') + 1);
    await saveServiceReviewFact(t.db, { ...review, score: 1, problem: '汇总测试问题' });
    await expectSummaryEqualsFacts(station);
    const bad = await view('reviewProblems', query);
    expect(bad.rows.find((r) => r.key === '汇总测试问题')?.values[0]).toBe(1);
    await removeServiceReviewFact(t.db, review.id);
    await expectSummaryEqualsFacts(station);
    expect([await view('serviceReviews', query), await view('reviewProblems', query)]).toEqual([reviews, problems]);
  });

  it('stay as they were, with the facts, when the caller rolls its transaction back', async () => {
    const [{ n: tasksBefore }] = await rows(t.db, 'SELECT count(*)::int AS n FROM inspection_tasks');
    const [existing] = await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.status, 'pending')).limit(1);
    const [fine] = await t.db.select().from(penalties).limit(1);
    const touched = `organ_id IN ('${station}', '${existing.organId}', '${fine.organId}')`;
    const kept = await summary(touched);
    await expect(
      t.db.transaction(async (tx) => {
        await saveInspectionTaskFact(tx, { id: 'sum-task-rolled', organId: station, userId: 'u-0002', source: 'plan', status: 'pending', createdAt: new Date(Date.now() - 5 * DAY_MS) });
        await saveInspectionTaskFact(tx, { ...existing, status: 'done', result: 'qualified', checkedAt: new Date() });
        await removePenaltyFact(tx, fine.id);
        expect(listOf(await tx.execute(sql`SELECT id FROM inspection_tasks WHERE id = 'sum-task-rolled'`))).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await summary(touched)).toEqual(kept);
    expect(await rows(t.db, 'SELECT count(*)::int AS n FROM inspection_tasks')).toEqual([{ n: tasksBefore }]);
    expect((await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, existing.id)))[0]).toEqual(existing);
    expect(await t.db.select().from(penalties).where(eq(penalties.id, fine.id))).toHaveLength(1);
  });

  it('a changed view definition is not read from its old summary, and the next start-up rebuilds it', async () => {
    const s = SUMMARIZED_FACTS.find((x) => x.view === 'workloadStatistics')!;
    const query = { organId: futian, organRange: 1 };
    const before = await view('workloadStatistics', query);
    await t.db.execute(sql`UPDATE statistics_summary_states SET signature = 'older definition' WHERE view = ${s.view}`);
    await t.db.execute(sql`UPDATE statistics_summaries SET v1 = v1 + 1000 WHERE view = ${s.view}`);
    expect(await view('workloadStatistics', query)).toEqual(before);
    expect(await refreshStatisticsSummaries(t.db, { all: false })).toEqual([`${s.view}/${s.factIndex}`]);
    expect(await summaryIsCurrent(t.db, s)).toBe(true);
    expect(await view('workloadStatistics', query)).toEqual(before);
    await expectSummaryEqualsFacts(futian);
  });
});

describe('a period whose bounds are not whole China days', () => {
  // The seeded facts are random per day: the edge days are the nearest ones (from 75 and 12 days back) with facts
  // on both sides of the edge's time, so the period really cuts through them whatever day the suite runs.
  let from = '';
  let to = '';
  const factsAround = async (day: string, time: string) => {
    const edge = at(`${day} ${time}`);
    const [r] = await rows(t.db, `SELECT count(*) FILTER (WHERE created_at < '${edge.toISOString()}' AND created_at >= '${at(`${day} 00:00:00`).toISOString()}') AS before, count(*) FILTER (WHERE created_at >= '${edge.toISOString()}' AND created_at < '${at(`${day} 23:59:59`).toISOString()}') AS after FROM inspection_tasks`);
    return Number(r.before) > 0 && Number(r.after) > 0;
  };
  const dayWithFacts = async (daysBack: number, time: string) => {
    for (let d = daysBack; d < daysBack + 30; d++) if (await factsAround(chinaDay(Date.now() - d * DAY_MS), time)) return chinaDay(Date.now() - d * DAY_MS);
    return chinaDay(Date.now() - daysBack * DAY_MS);
  };
  beforeAll(async () => {
    from = await dayWithFacts(75, '10:30:00');
    to = await dayWithFacts(12, '14:45:30');
  });
  const edges = () => {
    return [
      { name: 'both ends inside a day, months between', startTime: `${from} 10:30:00`, endTime: `${to} 14:45:30` },
      { name: 'within one day', startTime: `${to} 09:00:00`, endTime: `${to} 18:00:00` },
      { name: 'open start, end inside a day', endTime: `${to} 11:11:11` },
      { name: 'start inside a day, open end', startTime: `${from} 19:59:59` },
    ];
  };
  const summarizedViews = [...new Set(SUMMARIZED_FACTS.map((s) => s.view))];

  it('the chosen edges cut through days with facts on both sides (so reading whole days there would be wrong)', async () => {
    const [edge] = edges();
    const both = { startTime: edge.startTime!, endTime: edge.endTime! };
    const count = async (from: string, to: string) =>
      Number((await rows(t.db, `SELECT count(*) AS n FROM inspection_tasks WHERE created_at >= '${at(from).toISOString()}' AND created_at < '${at(to).toISOString()}'`))[0].n);
    const [from, to] = [both.startTime.slice(0, 10), both.endTime.slice(0, 10)];
    expect(await count(`${from} 00:00:00`, both.startTime)).toBeGreaterThan(0);
    expect(await count(both.startTime, `${from} 23:59:59`)).toBeGreaterThan(0);
    expect(await count(`${to} 00:00:00`, both.endTime)).toBeGreaterThan(0);
    expect(await count(both.endTime, `${to} 23:59:59`)).toBeGreaterThan(0);
  });

  it.each(summarizedViews.map((v) => [v]))('%s gives the independent count at partial-day edges', async (key) => {
    for (const c of edges()) {
      const { name, ...period } = c;
      const v = await view(key, { organId: 'o-0001', organRange: 1, ...period });
      const filter: Filter = { organId: 'o-0001', range: 1, start: period.startTime ? at(period.startTime) : undefined, end: period.endTime ? at(period.endTime) : undefined };
      const oracle = ORACLES[key];
      const expected = await expectedOf(t.db, oracle, filter);
      const index = (k: string) => oracle.measures.findIndex((m) => m.key === k);
      const compare = (actual: number[], want: number[] | undefined) =>
        v.measures.forEach((m, i) => expect(Math.abs(actual[i] - (want ? want[index(m.key)] : 0)), `${name}: ${m.key}`).toBeLessThanOrEqual(m.unit === 'percent' ? 0.051 : 0.0051));
      for (const row of v.rows) compare(row.values, expected.rows.get(row.key));
      compare(v.totals, expected.totals);
      const shown = new Set(v.rows.map((r) => r.key));
      for (const [k, values] of expected.rows) if (values.some((x) => x !== 0)) expect(shown.has(k), `${name}: row ${k}`).toBe(true);
      if (name.startsWith('both')) expect(expected.totals.some((x) => x !== 0), `${name}: the seed has facts`).toBe(true);
    }
  });
});
