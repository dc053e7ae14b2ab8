/** 大型活动检查 (dxhd 1060): 登记 → 受理 → 办理 (an event-sourced inspection task) → 办结, with its notices and grants. */
import { and, count, eq } from 'drizzle-orm';
import { largeEvents, notices, supervisionTasks, users } from '../../server/db/schema';
import type { LargeEventRow } from '../../server/entities/large-event.entity';
import { registerEvent } from '../../server/services/events-handovers/events';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let zhidui: { id: string; token: string };
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  const [z] = await t.db.select().from(users).where(eq(users.account, 'zhidui'));
  zhidui = { id: z.id, token: await t.login('zhidui') };
});
afterAll(async () => {
  await t.close();
});

const call = <T = LargeEventRow>(url: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', url, { token, body });
const DAY = 86_400_000;
const start = () => new Date(Date.now() + 20 * DAY);
const NEW = () => ({
  organId: p.dadui.organId, name: '测试音乐节', organiser: '某文化公司', companyId: p.company.id, place: '体育馆', address: '福田区某路1号',
  startAt: start().toISOString(), endAt: new Date(start().getTime() + 5 * 3_600_000).toISOString(), attendance: 5000,
  contactPerson: '张三', contactPhone: '13912345678', safetyPlan: '设疏散引导员，配灭火器。',
});
const register = (body: Record<string, unknown> = {}, token = zhidui.token) => call('/largescaleactivityinspection/addLargeScaleActivity', { ...NEW(), ...body }, token);
const due = (days: number) => new Date(Date.now() + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
const noticesOf = async (recordId: string, target: string) =>
  (await t.db.select().from(notices).where(eq(notices.busiInstId, recordId))).filter((n) => (n.payload as { taskCategory?: string }).taskCategory === target);
const eventCount = async () => (await t.db.select({ n: count() }).from(largeEvents))[0].n;

async function accepted(): Promise<LargeEventRow> {
  const made = (await register()).data;
  return (await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: made.id, version: made.version })).data;
}
async function dispatched(): Promise<LargeEventRow> {
  const event = await accepted();
  return (await call('/largescaleactivityinspection/addSuperInspect', { id: event.id, version: event.version, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: due(10) })).data;
}

describe('large events (dxhd)', () => {
  it('registers an event for the brigade and tells the brigade (dxNotDeal)', async () => {
    const env = await register();
    expect(env).toMatchObject({ code: 0, msg: '操作成功' });
    expect(env.data).toMatchObject({ status: 'registered', registeredBy: zhidui.id, organId: p.dadui.organId, companyName: p.company.name });
    const told = await noticesOf(env.data.id, 'dxNotDeal');
    expect(told.map((n) => n.receiverId)).toContain(p.dadui.id);
    expect(told.every((n) => n.busiTypeCode === 'dxhd')).toBe(true);
    const [dadui] = (await call<{ records: LargeEventRow[] }>('/largescaleactivityinspection/list', { size: 100 })).data.records.filter((r) => r.id === env.data.id);
    expect(dadui.allows).toEqual(expect.arrayContaining(['view', 'handle', 'accept', 'edit', 'delete']));
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '活动名称不能为空'],
      [{ attendance: 0 }, '预计人数'],
      [{ contactPhone: '12ab' }, '联系电话格式不正确'],
      [{ endAt: NEW().startAt }, '结束时间须晚于开始时间'],
      [{ startAt: new Date(Date.now() - DAY).toISOString() }, '开始时间须晚于当前时间'],
      [{ organId: 'nope' }, '承办大队不存在'],
      [{ companyId: 'nope' }, '场所单位不存在或已被删除'],
    ];
    for (const [body, msg] of cases) {
      const env = await register(body);
      expect(env.code).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await eventCount()).toBe(before);
  });

  it('accepts, tells the registrant (dxAccepted), and answers a stale version with 409', async () => {
    const made = (await register()).data;
    expect((await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: made.id, version: made.version + 1 })).code).toBe(409);
    const env = await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: made.id, version: made.version });
    expect(env.data).toMatchObject({ status: 'accepted', allows: expect.arrayContaining(['dispatch']) });
    expect((await noticesOf(made.id, 'dxAccepted')).map((n) => n.receiverId)).toEqual([zhidui.id]);
    expect((await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: made.id, version: made.version })).code).toBe(409);
    expect(await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: made.id, version: env.data.version })).toMatchObject({ code: 400, msg: '只有待受理的大型活动可以受理' });
  });

  it('dispatches the check as an event-sourced task linked back, due before the event starts, all or none', async () => {
    const event = await accepted();
    const body = { id: event.id, version: event.version, agentId: p.dadui.id, assistantHandlerId: p.mate.id };
    const tasksBefore = (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
    expect(await call('/largescaleactivityinspection/addSuperInspect', { ...body, endDate: due(25) })).toMatchObject({ code: 400 });
    expect((await call('/largescaleactivityinspection/addSuperInspect', { ...body, endDate: due(5), assistantHandlerId: p.dadui.id })).msg).toBe('主办人和协办人不能是同一人');
    expect((await call('/largescaleactivityinspection/addSuperInspect', { ...body, endDate: 'x' })).code).toBe(400);
    expect((await t.db.select({ n: count() }).from(supervisionTasks))[0].n).toBe(tasksBefore);
    const env = await call('/largescaleactivityinspection/addSuperInspect', { ...body, endDate: due(5) });
    expect(env.data).toMatchObject({ status: 'inspecting', taskStatus: 'dispatched' });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, env.data.taskId!));
    expect(task).toMatchObject({ source: 'event', sourceRef: event.id, companyId: p.company.id, organId: p.dadui.organId, agentId: p.dadui.id });
    expect((await factOf(t, task.id)).source).toBe('event');
    const linked = await call<{ records: TaskRow[] }>('/supervision/list', { sourceRef: event.id });
    expect(linked.data.records.map((r) => r.id)).toEqual([task.id]);
  });

  it('concludes from the check: qualified → 准予举办, otherwise 不予举办 with the task’s notice', async () => {
    for (const [result, status] of [['qualified', 'passed'], ['immediate', 'failed']] as const) {
      let event = await dispatched();
      expect(event.allows).not.toContain('conclude');
      expect((await call('/largescaleactivityinspection/conclude', { id: event.id, version: event.version })).msg).toBe('检查任务填写检查记录后才能办结');
      const task = (await call<TaskRow>('/supervision/accept', { id: event.taskId, version: 1 })).data;
      event = (await t.call<LargeEventRow>('GET', '/largescaleactivityinspection/getInfoById', { token: p.dadui.token, query: { id: event.id } })).data;
      expect(event.allows).toContain('editRecord');
      const checked = await call<TaskRow>('/supervision/checkRecord', {
        id: task.id, version: task.version, checkDate: due(-1), checkItems: [{ item: '疏散通道', passed: result === 'qualified', finding: result === 'qualified' ? '' : '舞台周边堆放可燃物' }],
        hazards: result === 'qualified' ? [] : [{ description: '舞台周边堆放可燃物', level: 'general' }], checkResult: result, causeId: result === 'qualified' ? null : 'cc-1', unitSigner: '王经理',
      });
      expect(checked.msg).toBe('操作成功');
      event = (await t.call<LargeEventRow>('GET', '/largescaleactivityinspection/getInfoById', { token: p.dadui.token, query: { id: event.id } })).data;
      expect(event.allows).toContain('conclude');
      const done = (await call('/largescaleactivityinspection/conclude', { id: event.id, version: event.version })).data;
      expect(done).toMatchObject({ status, checkResult: result });
      if (status === 'failed') expect(done.immediateNoticeNumber).toBeTruthy();
      expect(done.allows).toEqual(['view']);
    }
  });

  it('needs the grants: 403 without the menu or the 办理 button', async () => {
    const event = (await register()).data;
    const fazhi = await t.login('fazhi');
    expect((await call('/largescaleactivityinspection/list', {}, fazhi)).code).toBe(403);
    await grantMenus(t, 'fazhi', 'fazhiDxhd', [2000, 1060, 1063]);
    expect((await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: event.id, version: event.version }, fazhi)).code).toBe(403);
    expect((await register({}, fazhi)).code).toBe(403);
  });

  it('keeps other brigades out (403) and lists only the scope', async () => {
    const event = (await register()).data;
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuDxhd', [2000, 1060, 1061, 1062, 1063]);
    expect(await t.call('GET', '/largescaleactivityinspection/getInfoById', { token: other.token, query: { id: event.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的大型活动' });
    expect((await call('/largescaleactivityinspection/approveLargeScaleActivity', { id: event.id, version: event.version }, other.token)).code).toBe(403);
    expect((await register({}, other.token)).msg).toBe('承办大队只能是本单位或下级单位');
    const list = (await call<{ records: LargeEventRow[] }>('/largescaleactivityinspection/list', { size: 100 }, other.token)).data.records;
    expect(list.every((r) => r.organId === other.organId)).toBe(true);
  });

  it('edits and deletes only a registered event', async () => {
    const event = await accepted();
    expect((await call('/largescaleactivityinspection/update', { ...NEW(), id: event.id, version: event.version })).msg).toBe('已受理的大型活动不能修改');
    expect((await call('/largescaleactivityinspection/deleteLargeScaleActivityTask', { ids: [event.id] })).msg).toBe('只能删除待受理的大型活动');
    const fresh = (await register()).data;
    expect((await call('/largescaleactivityinspection/update', { ...NEW(), name: '改名', id: fresh.id, version: fresh.version + 5 })).code).toBe(409);
    expect((await call('/largescaleactivityinspection/update', { ...NEW(), name: '改名', id: fresh.id, version: fresh.version })).data.name).toBe('改名');
    expect((await call('/largescaleactivityinspection/deleteLargeScaleActivityTask', { ids: [fresh.id] })).code).toBe(0);
    expect((await t.db.select().from(largeEvents).where(and(eq(largeEvents.id, fresh.id), eq(largeEvents.deleted, false)))).length).toBe(0);
  });

  it('registers under the caller’s clock: the start is judged against that moment, and the record and its notices are dated then', async () => {
    const then = new Date(Date.now() - 40 * DAY);
    const startAt = new Date(then.getTime() + 10 * DAY);
    const [z] = await t.db.select().from(users).where(eq(users.account, 'zhidui'));
    const zhiduiSession = { userId: z.id, userCode: z.account, name: z.name, unitId: z.organId, sessionId: 's', grants: new Set<number>(), isAdmin: false };
    const input = { ...NEW(), startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + 3_600_000).toISOString() };
    await expect(registerEvent(t.db, zhiduiSession, input as never)).rejects.toMatchObject({ message: '开始时间须晚于当前时间' });
    const clock = { now: then, newId: () => `clock-${Math.random()}` };
    const made = await registerEvent(t.db, zhiduiSession, input as never, clock);
    const [row] = await t.db.select().from(largeEvents).where(eq(largeEvents.id, made.id));
    expect(row.createdAt.getTime()).toBe(then.getTime());
    expect((await noticesOf(made.id, 'dxNotDeal')).every((n) => n.createdAt.getTime() === then.getTime())).toBe(true);
  });
});
