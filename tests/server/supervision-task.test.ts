/** 消防安全检查 (xfaqjc 1030): inspection tasks, their moves, the check record and its statistics fact. */
import { count, eq } from 'drizzle-orm';
import { rectifyNotices, supervisionTasks } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
});
afterAll(async () => {
  await t.close();
});

const call = <T = TaskRow>(url: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', url, { token, body });
const tasks = async () => (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
const NEW = () => ({ companyId: p.company.id, taskClassification: 'inspection', source: 'random', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' });
const ITEMS = [{ item: '疏散通道是否畅通', passed: false, finding: '二层疏散通道堆放货物' }, { item: '灭火器是否有效', passed: true, finding: '' }];
const HAZARD = { description: '二层疏散通道堆放货物', level: 'general' };
const record = (task: TaskRow, body: Record<string, unknown> = {}) =>
  call('/supervision/checkRecord', { id: task.id, version: task.version, checkDate: '2026-01-05', checkItems: ITEMS, hazards: [HAZARD], checkResult: 'deadline', causeId: 'cc-1', unitSigner: '王经理', ...body });

async function accepted(): Promise<TaskRow> {
  const added = await call('/supervision/add', NEW());
  return (await call('/supervision/accept', { id: added.data.id, version: added.data.version })).data;
}

describe('inspection tasks (xfaqjc)', () => {
  it('dispatches a task to two officers of the brigade, with the unit from the library and a pending fact', async () => {
    const env = await call('/supervision/add', NEW());
    expect(env.msg).toBe('操作成功');
    expect(env.code).toBe(0);
    const task = env.data;
    expect(task).toMatchObject({ unitName: p.company.name, address: p.company.address, category: p.company.unitCategory, status: 'dispatched', organId: p.dadui.organId, sourceText: '双随机抽查' });
    expect(task.agentName).toBeTruthy();
    expect(task.allows).toEqual(expect.arrayContaining(['accept', 'edit', 'delete']));
    expect(task.allows).not.toContain('record');
    expect(await factOf(t, task.id)).toMatchObject({ status: 'pending', source: 'random', organId: p.dadui.organId, userId: p.dadui.id, companyId: p.company.id, result: null, hazards: 0 });
  });

  it('refuses one officer twice, a person who is no officer, an officer of another brigade, and writes nothing', async () => {
    const before = await tasks();
    const luohu = await luohuAccount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ assistantHandlerId: p.dadui.id }, '主办人和协办人不能是同一人'],
      [{ assistantHandlerId: p.notOfficer.id }, '协办人须是执法人员'],
      [{ agentId: luohu.id }, '主办人须是承办单位的执法人员'],
      [{ companyId: 'sc-missing' }, '社会单位不存在或已被删除'],
      [{ source: 'rumour' }, '任务来源取值不正确'],
      [{ endDate: '2026/01/01' }, '截止日期应为YYYY-MM-DD格式的日期'],
    ];
    for (const [change, msg] of cases) expect(await call('/supervision/add', { ...NEW(), ...change }), JSON.stringify(change)).toMatchObject({ code: 400, msg });
    expect(await tasks()).toBe(before);
  });

  it('moves only for its officers, at the version read: accept → record → notice → close', async () => {
    const added = (await call('/supervision/add', NEW())).data;
    expect((await call('/supervision/accept', { id: added.id, version: added.version + 1 })).code).toBe(409);
    const task = (await call('/supervision/accept', { id: added.id, version: added.version })).data;
    expect(task.status).toBe('accepted');
    expect(task.allows).toContain('record');
    expect((await call('/supervision/accept', { id: task.id, version: task.version })).code).toBe(409);
    expect(await record(task, { checkResult: 'qualified' })).toMatchObject({ code: 400, msg: '检查结果为合格时不能填写火灾隐患' });
    expect(await record(task, { hazards: [] })).toMatchObject({ code: 400, msg: '检查结果为责令限期改正时须填写至少一项火灾隐患' });
    expect(await record(task, { checkItems: [{ item: '消防控制室', passed: false, finding: ' ' }] })).toMatchObject({ code: 400, msg: '不符合的检查项须填写检查情况' });
    expect(await record(task, { causeId: null })).toMatchObject({ code: 400, msg: '检查结果为责令限期改正时须选择案由' });
    expect(await record(task, { causeId: 'cc-missing' })).toMatchObject({ code: 400, msg: '案由不存在' });
    expect(await record(task, { checkDate: '2999-01-01' })).toMatchObject({ code: 400, msg: '检查日期不能晚于今天' });
    expect(await record(task, { unitSigner: '' })).toMatchObject({ code: 400, msg: '被检查单位签字人不能为空' });
    expect((await factOf(t, task.id)).status).toBe('pending');
    const checked = (await record(task)).data;
    expect(checked).toMatchObject({ status: 'checked', checkResult: 'deadline', checkDate: '2026-01-05', unitSigner: '王经理', deadlineNoticeNumber: null });
    expect(checked.agentSignedAt).toBeTruthy();
    expect(checked.allows).toEqual(expect.arrayContaining(['issueDeadlineNotice']));
    expect(checked.allows).not.toContain('close');
    expect(await factOf(t, task.id)).toMatchObject({ status: 'done', result: 'unqualified', hazards: 1, causeId: 'cc-1' });
    expect((await factOf(t, task.id)).checkedAt).not.toBeNull();
    expect((await call('/supervision/close', { id: checked.id, version: checked.version })).code).toBe(409);
    const served = (await call('/supervision/deadlineNotice', { id: checked.id, version: checked.version, rectifyWorkingDays: 10 })).data;
    expect(served.deadlineNoticeNumber).toMatch(/^深消限字〔\d{4}〕\d+号$/);
    expect(served.rectifyDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(served.allows).toContain('close');
    expect((await call('/supervision/deadlineNotice', { id: served.id, version: served.version, rectifyWorkingDays: 10 })).code).toBe(409);
    const closed = (await call('/supervision/close', { id: served.id, version: served.version })).data;
    expect(closed.status).toBe('closed');
    expect(closed.allows).toEqual([]);
  });

  it('serves 责令立即改正 on the spot with the check', async () => {
    const task = await accepted();
    const checked = (await record(task, { checkResult: 'immediate' })).data;
    expect(checked.immediateNoticeNumber).toMatch(/^深消立改字〔\d{4}〕\d+号$/);
    expect(checked.allows).toContain('close');
  });

  it('lets only the two officers move a task', async () => {
    const task = (await call('/supervision/add', { ...NEW(), agentId: p.mate.id, assistantHandlerId: p.other.id })).data;
    expect(task.allows).not.toContain('accept');
    expect(await call('/supervision/accept', { id: task.id, version: task.version })).toMatchObject({ code: 403, msg: '只有任务的主办人或协办人可以办理' });
  });

  it('keeps other brigades out (403) and lists a brigade its own tasks only', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuXfaqjc', [2000, 1030]);
    expect((await call<{ total: number }>('/supervision/list', {}, other.token)).data.total).toBe(0);
    expect(await t.call('GET', '/supervision/details', { token: other.token, query: { id: task.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的监督检查任务' });
    expect((await call('/supervision/update', { ...NEW(), id: task.id, version: task.version }, other.token)).code).toBe(403);
    const mine = (await call<{ records: TaskRow[] }>('/supervision/list', { size: 100 })).data.records;
    expect(mine.every((r) => r.organId === p.dadui.organId)).toBe(true);
  });

  it('answers a stale edit with 409 and refuses to change a checked task', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    expect((await call('/supervision/update', { ...NEW(), id: task.id, version: task.version, endDate: '2099-11-30' })).data.endDate).toBe('2099-11-30');
    expect((await call('/supervision/update', { ...NEW(), id: task.id, version: task.version })).code).toBe(409);
    const checked = (await record(await accepted())).data;
    expect(await call('/supervision/update', { ...NEW(), id: checked.id, version: checked.version })).toMatchObject({ code: 400, msg: '已检查的任务不能修改' });
    expect(await call<unknown>('/supervision/delete', { ids: [checked.id] })).toMatchObject({ code: 400, msg: '只能删除待接收的任务' });
  });

  it('removes a dispatched task with its fact', async () => {
    const task = (await call('/supervision/add', NEW())).data;
    expect((await call<unknown>('/supervision/delete', { ids: [task.id] })).code).toBe(0);
    expect(await factOf(t, task.id)).toBeUndefined();
  });

  it('lists the caller’s own open and finished tasks (未完成任务/已完成任务) with the task summary row', async () => {
    const open = (await call<{ records: TaskRow[] }>('/myTask/page', { size: 100 })).data.records;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.status !== 'closed' && (r.agentId === p.dadui.id || r.assistantHandlerId === p.dadui.id))).toBe(true);
    const row = open[0];
    for (const key of ['unitName', 'taskClassification', 'category', 'agentName', 'assistantHandlerName', 'status', 'endDate', 'checkDate', 'checkResult']) expect(row).toHaveProperty(key);
    const done = (await call<{ records: TaskRow[] }>('/myTask/pageV2', { size: 100 })).data.records;
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((r) => r.status === 'closed')).toBe(true);
    expect((await t.call<TaskRow>('GET', '/myTask/detail', { token: p.dadui.token, query: { id: row.id } })).data.id).toBe(row.id);
  });

  it('keeps the notice numbers in the table unique', async () => {
    const numbers = (await t.db.select({ n: rectifyNotices.documentNumber }).from(rectifyNotices)).map((r) => r.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect((await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.status, 'closed'))).length).toBeGreaterThan(0);
  });
});
