/** 双随机抽取 (/supervision/generateTask): units and officer pairs drawn from a recorded seed, reproducibly, all or none. */
import { count, eq } from 'drizzle-orm';
import { randomDraws, societyCompanies, supervisionTasks } from '../../server/db/schema';
import { draw } from '../../server/services/supervision/draw-rules';
import { subordinateOrganIds } from '../../server/services/org-scope';
import { openTestApp, type TestApp } from '../helpers/app';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

type Result = { drawId: string; seed: number; candidates: number; tasks: TaskRow[] };

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
});
afterAll(async () => {
  await t.close();
});

const generate = (body: Record<string, unknown>) => t.call<Result>('POST', '/supervision/generateTask', { token: p.dadui.token, body: { endDate: '2099-06-30', ...body } });
const tasks = async () => (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;

describe('random draw (双随机)', () => {
  it('draws the same units and officer pairs from the same seed, two different officers each', () => {
    const units = Array.from({ length: 20 }, (_, i) => `u${i}`);
    const officers = ['a', 'b', 'c', 'd', 'e'];
    const first = draw(12345, units, officers, 6);
    expect(draw(12345, units, officers, 6)).toEqual(first);
    expect(draw(54321, units, officers, 6).units).not.toEqual(first.units);
    expect(new Set(first.units).size).toBe(6);
    expect(first.pairs.every(([x, y]) => x !== y)).toBe(true);
  });

  it('dispatches a task per drawn unit of the brigade, records the draw with its seed, and repeats it from the seed', async () => {
    const env = await generate({ count: 3, seed: 20261125 });
    expect(env.msg).toBe('操作成功');
    const { drawId, seed, tasks: made } = env.data;
    expect(seed).toBe(20261125);
    expect(made).toHaveLength(3);
    for (const task of made) {
      expect(task).toMatchObject({ source: 'random', taskClassification: 'spotCheck', status: 'dispatched', sourceRef: drawId, organId: p.dadui.organId });
      expect(task.agentId).not.toBe(task.assistantHandlerId);
      expect((await factOf(t, task.id)).source).toBe('random');
    }
    const [company] = await t.db.select({ organId: societyCompanies.organId }).from(societyCompanies).where(eq(societyCompanies.id, made[0].companyId));
    expect(await subordinateOrganIds(t.db, p.dadui.organId)).toContain(company.organId);
    const [recorded] = await t.db.select().from(randomDraws).where(eq(randomDraws.id, drawId));
    expect(recorded).toMatchObject({ seed, count: 3, taskIds: made.map((m) => m.id) });
    const again = (await generate({ count: 3, seed })).data.tasks;
    expect(again.map((r) => [r.companyId, r.agentId, r.assistantHandlerId])).toEqual(made.map((r) => [r.companyId, r.agentId, r.assistantHandlerId]));
  });

  it('refuses more units than meet the criteria, and writes nothing', async () => {
    const before = await tasks();
    const env = await generate({ count: 50, unitCategory: 1, areaCode: '999999' });
    expect(env).toMatchObject({ code: 400, msg: '符合条件的社会单位只有0个，少于抽取数量50' });
    expect(await generate({ count: 0 })).toMatchObject({ code: 400 });
    expect(await tasks()).toBe(before);
  });
});
