/** 联合监管工单 (/xtgl 5110–5510): issue, receive, handle, reply, close and send back; scope; facts; notices. */
import { and, count, eq } from 'drizzle-orm';
import { industryOrders, inspectionTasks, notices, organizations, users, workOrders } from '../../server/db/schema';
import type { WorkOrderRow } from '../../server/entities/work-order.entity';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tok: Record<string, string> = {};
const who: Record<string, { id: string; organId: string }> = {};
let otherPolice: string;
let luohuPolice: string;

beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['dadui', 'paichusuo', 'jiedao']) {
    tok[account] = await t.login(account);
    const [u] = await t.db.select().from(users).where(eq(users.account, account));
    who[account] = { id: u.id, organId: u.organId };
  }
  const stations = await t.db.select().from(organizations).where(and(eq(organizations.level, 5), eq(organizations.parentId, who.dadui.organId)));
  otherPolice = stations.find((s) => s.id !== who.paichusuo.organId)!.id;
  const [luohu] = await t.db.select().from(organizations).where(eq(organizations.sortName, '罗湖大队'));
  luohuPolice = (await t.db.select().from(organizations).where(and(eq(organizations.level, 5), eq(organizations.parentId, luohu.id))))[0].id;
});
afterAll(async () => {
  await t.close();
});

const post = <T = WorkOrderRow>(url: string, body: Record<string, unknown>, account = 'dadui') => t.call<T>('POST', url, { token: tok[account], body });
const ORDER = (receiverIds: string[], change: Record<string, unknown> = {}) => ({ title: '夜间场所联合检查', content: '请检查疏散通道。', dueDate: '2099-06-30', receiverIds, ...change });
const issuePolice = async (receivers = [who.paichusuo.organId]) => (await post('/tw/order/police/issueOrder', ORDER(receivers))).data;
const move = (url: string, row: { id: string; version: number }, account: string, note?: string) => post<{ id: string; status: string; version: number }>(url, { id: row.id, version: row.version, ...(note ? { note } : {}) }, account);
const detail = (id: string, account: string, kind = 'police') => t.call<WorkOrderRow>('GET', `/tw/order/${kind}/detail`, { token: tok[account], query: { id } });
const handle = (row: { id: string; version: number }, account: string, change: Record<string, unknown> = {}, kind = 'police') =>
  post(`/tw/order/${kind}/createCheckRecordForOrder`, { id: row.id, version: row.version, checkResult: 'unqualified', hazardCount: 2, report: '检查场所3家，发现隐患2处，已督促整改。', ...change }, account);
const orderCount = async () => (await t.db.select({ n: count() }).from(workOrders))[0].n;
const noticesOf = async (userId: string, orderId: string) => t.db.select().from(notices).where(and(eq(notices.receiverId, userId), eq(notices.taskId, orderId)));

describe('work orders', () => {
  it('issues one order to several police stations: a row each in one batch, and tells the receiving units', async () => {
    const receivers = await t.call<{ id: string; name: string }[]>('GET', '/order/getBROrganList', { token: tok.dadui, query: { kind: 'police' } });
    expect(receivers.data.map((r) => r.id)).toEqual(expect.arrayContaining([who.paichusuo.organId, otherPolice]));
    expect(receivers.data.map((r) => r.id)).not.toContain(luohuPolice);
    const first = await issuePolice([who.paichusuo.organId, otherPolice]);
    expect(first).toMatchObject({ status: 'sent', kind: 'police', issuerOrganId: who.dadui.organId, receiverOrganId: who.paichusuo.organId, statusText: '已下发' });
    const batch = await t.db.select().from(workOrders).where(eq(workOrders.batchId, first.batchId));
    expect(batch.map((b) => b.receiverOrganId).sort()).toEqual([who.paichusuo.organId, otherPolice].sort());
    expect(await noticesOf(who.paichusuo.id, first.id)).toHaveLength(1);
    expect(first.allows).not.toContain('receive');
  });

  it('refuses bad input naming the field, receivers outside the jurisdiction, and writes nothing', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [ORDER([who.paichusuo.organId], { title: '' }), 400, '工单标题不能为空'],
      [ORDER([who.paichusuo.organId], { dueDate: '2020-01-01' }), 400, '办理期限不能早于今天'],
      [ORDER([who.paichusuo.organId], { dueDate: '2099/01/01' }), 400, '办理期限应为YYYY-MM-DD格式的日期'],
      [ORDER([luohuPolice]), 400, '接收单位不存在或不在本单位辖区内'],
      [ORDER([who.paichusuo.organId, luohuPolice]), 400, '接收单位不存在或不在本单位辖区内'],
      [ORDER([who.jiedao.organId]), 400, '接收单位不存在或不在本单位辖区内'],
      [ORDER([who.paichusuo.organId], { companyId: 'sc-missing' }), 400, '检查对象不存在或已被删除'],
    ];
    for (const [body, code, msg] of cases) expect(await post('/tw/order/police/issueOrder', body), JSON.stringify(body)).toMatchObject({ code, msg });
    expect((await post('/tw/order/police/issueOrder', ORDER([]))).code).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('lets only fire-rescue units issue: a partner without the 下发工单 grant gets 403', async () => {
    expect((await post('/tw/order/police/issueOrder', ORDER([who.paichusuo.organId]), 'paichusuo')).code).toBe(403);
    expect((await post('/tw/order/street/issueOrder', ORDER([who.jiedao.organId]), 'jiedao')).code).toBe(403);
  });

  it('shows a receiver only what was sent to its unit and below; the server refuses the others', async () => {
    const mine = await issuePolice([who.paichusuo.organId]);
    const other = await issuePolice([otherPolice]);
    const page = await post<{ records: WorkOrderRow[] }>('/tw/order/queryWorkOrderPageForPaichusuo', { current: 1, size: 100 }, 'paichusuo');
    const ids = page.data.records.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect(page.data.records.every((r) => r.receiverOrganId === who.paichusuo.organId)).toBe(true);
    expect(await detail(other.id, 'paichusuo')).toMatchObject({ code: 403, msg: '只能查看发给本单位及下级单位的工单' });
    expect((await move('/tw/order/receiveOrder', other, 'paichusuo')).code).toBe(403);
    // 街道 holds no 派出所监管 menu: neither the list nor a move.
    expect((await post('/tw/order/queryWorkOrderPageForPaichusuo', { current: 1, size: 10 }, 'jiedao')).code).toBe(403);
    expect((await move('/tw/order/receiveOrder', mine, 'jiedao')).code).toBe(403);
    expect((await move('/tw/order/receiveOrder', { id: 'wo-missing', version: 1 }, 'paichusuo')).code).toBe(404);
  });

  it('moves through receive → handle → reply → send back → handle → reply → close, each by its side, at the version read', async () => {
    const sent = await issuePolice();
    expect((await detail(sent.id, 'paichusuo')).data.allows).toContain('receive');
    expect((await move('/tw/order/receiveOrder', { ...sent, version: sent.version + 1 }, 'paichusuo')).code).toBe(409);
    expect(await move('/tw/order/receiveOrder', sent, 'dadui')).toMatchObject({ code: 400, msg: '只有接收单位可以签收、办理和回复工单' });
    const received = (await move('/tw/order/receiveOrder', sent, 'paichusuo')).data;
    expect(received.status).toBe('received');
    expect((await move('/tw/order/receiveOrder', sent, 'paichusuo')).code).toBe(409);
    expect(await move('/tw/workReport/createReportForOrder', received, 'paichusuo')).toMatchObject({ code: 400, msg: '请先办理工单（填写检查结果和工作报告）再回复' });
    expect(await handle(received, 'paichusuo', { report: '' })).toMatchObject({ code: 400, msg: '工作报告不能为空' });
    expect(await handle(received, 'paichusuo', { checkResult: 'maybe' })).toMatchObject({ code: 400, msg: '检查结果取值不正确' });
    expect((await handle(received, 'dadui')).code).toBe(403);
    const handled = (await handle(received, 'paichusuo')).data;
    expect(handled).toMatchObject({ checkResult: 'unqualified', hazardCount: 2, status: 'received' });
    expect(handled.handlerName).toBeTruthy();
    expect(handled.allows).toEqual(expect.arrayContaining(['edit', 'reply']));
    const returned = (await move('/tw/workReport/createReportForOrder', handled, 'paichusuo')).data;
    expect(returned.status).toBe('returned');
    expect(await noticesOf(who.dadui.id, sent.id)).toHaveLength(1);
    expect((await detail(sent.id, 'dadui')).data.allows).toEqual(expect.arrayContaining(['close', 'sendBack']));
    expect(await move('/tw/order/closeTask', returned, 'paichusuo')).toMatchObject({ code: 403 });
    expect(await move('/tw/order/rejectOrder', returned, 'dadui')).toMatchObject({ code: 400, msg: '退回意见不能为空' });
    const back = (await move('/tw/order/rejectOrder', returned, 'dadui', '请补充整改期限')).data;
    expect(back.status).toBe('received');
    expect((await noticesOf(who.paichusuo.id, sent.id)).map((n) => n.content)).toContain('请补充整改期限');
    const again = (await handle(back, 'paichusuo', { checkResult: 'qualified', hazardCount: 0 })).data;
    const replied = (await move('/tw/workReport/createReportForOrder', again, 'paichusuo')).data;
    const closed = (await move('/tw/order/closeTask', replied, 'dadui', '同意办结')).data;
    expect(closed.status).toBe('closed');
    const row = (await detail(sent.id, 'dadui')).data;
    expect(row).toMatchObject({ status: 'closed', reviewNote: '同意办结', checkResult: 'qualified' });
    expect(row.allows).toEqual([]);
  });

  it('writes the industry facts in the same transaction: issued, then the department’s check, then done', async () => {
    const fact = async (id: string) => (await t.db.select().from(industryOrders).where(eq(industryOrders.id, id)))[0];
    const sent = (await post('/tw/order/industry/issueOrder', ORDER(['cd-ft-sw']))).data;
    expect(sent.receiverName).toBe('福田区商务局');
    expect(await fact(sent.id)).toMatchObject({ status: 'issued', departmentId: 'cd-ft-sw', organId: who.dadui.organId, doneAt: null });
    const received = (await move('/tw/order/receiveOrder', sent, 'dadui')).data;
    expect((await fact(sent.id)).status).toBe('accepted');
    const handled = (await handle(received, 'dadui', {}, 'industry')).data;
    const [check] = await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, sent.id));
    expect(check).toMatchObject({ source: 'industry', status: 'done', result: 'unqualified', hazards: 2, departmentId: 'cd-ft-sw' });
    const replied = (await move('/tw/workReport/createReportForOrder', handled, 'dadui')).data;
    await move('/tw/order/closeTask', replied, 'dadui');
    expect(await fact(sent.id)).toMatchObject({ status: 'done' });
    expect((await fact(sent.id)).doneAt).not.toBeNull();
    // An order to a police station is no industry order.
    const police = await issuePolice();
    expect(await fact(police.id)).toBeUndefined();
  });

  it('has demo orders waiting for paichusuo and jiedao, one returned and closed ones', async () => {
    const statuses = async (kind: string, organId: string) =>
      (await t.db.select({ status: workOrders.status }).from(workOrders).where(and(eq(workOrders.kind, kind), eq(workOrders.receiverOrganId, organId), eq(workOrders.batchId, workOrders.batchId)))).map((r) => r.status);
    expect(await statuses('police', who.paichusuo.organId)).toEqual(expect.arrayContaining(['sent', 'returned']));
    expect(await statuses('street', who.jiedao.organId)).toEqual(expect.arrayContaining(['sent', 'closed']));
    const [demoFact] = await t.db.select().from(industryOrders).where(eq(industryOrders.departmentId, 'cd-ft-sw'));
    expect(demoFact).toBeTruthy();
  });
});
