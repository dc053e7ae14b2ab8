/** 火灾防控任务 (/hzfkrw 1000): draft, 送审, 审批 (通过/退回), dispatch, 完成, 生成检查任务; refusals, scope, notices, 1400. */
import { and, count, eq, sql } from 'drizzle-orm';
import { firePreventionOrders, firePreventionTasks, notices, organizations, supervisionTasks, users } from '../../server/db/schema';
import type { FirePreventionOrderRow } from '../../server/entities/fire-prevention-order.entity';
import type { FirePreventionTaskRow } from '../../server/entities/fire-prevention-task.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
const tok: Record<string, string> = {};
const who: Record<string, { id: string; organId: string }> = {};
let luohu: string;

beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  for (const account of ['zhidui', 'dadui', 'paichusuo']) {
    tok[account] = await t.login(account);
    const [u] = await t.db.select().from(users).where(eq(users.account, account));
    who[account] = { id: u.id, organId: u.organId };
  }
  [{ id: luohu }] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sortName, '罗湖大队'));
}, 120_000);
afterAll(() => t?.close());

type Moved = { id: string; status: string; version: number };
const post = <T = FirePreventionOrderRow>(url: string, body: Record<string, unknown>, account: string) => t.call<T>('POST', url, { token: tok[account], body });
const ORDER = (receiverOrganIds: string[], change: Record<string, unknown> = {}) => ({
  title: '冬春火灾防控专项行动', content: '开展冬春季节火灾防控检查和宣传。', startDate: '2026-01-01', endDate: '2099-03-31', receiverOrganIds, ...change,
});
const draft = async (account: string, receivers: string[], kind = 'order') => {
  const r = await post(`/firePrevention/${kind}/add`, ORDER(receivers), account);
  expect(r.code, r.msg).toBe(0);
  return r.data;
};
const move = (url: string, row: { id: string; version: number }, account: string, note?: string) => post<Moved>(url, { id: row.id, version: row.version, ...(note ? { note } : {}) }, account);
const detail = (id: string, account: string, kind = 'order') => t.call<FirePreventionOrderRow>('GET', `/firePrevention/${kind}/details`, { token: tok[account], query: { id } });
const parts = async (orderId: string) => t.db.select().from(firePreventionTasks).where(eq(firePreventionTasks.orderId, orderId));
const part = (id: string, account: string) => t.call<FirePreventionTaskRow>('GET', '/fireFightingActiities/details', { token: tok[account], query: { id } });
const complete = (row: { id: string; version: number }, account: string, report = '检查单位12家，整改隐患5处，开展宣传3场。') =>
  post<FirePreventionTaskRow>('/fireFightingActiities/update', { id: row.id, version: row.version, report }, account);
const orderCount = async () => (await t.db.select({ n: count() }).from(firePreventionOrders))[0].n;
const noticesOf = (userId: string, title: string) => t.db.select().from(notices).where(and(eq(notices.receiverId, userId), sql`${notices.title} like ${`%${title}%`}`));

/** An order of zhidui to 福田大队 and 罗湖大队, approved by zhidui (a leader of the issuing unit). */
async function dispatched(title = '冬春火灾防控专项行动') {
  const made = (await post('/firePrevention/order/add', ORDER([who.dadui.organId, luohu], { title }), 'zhidui')).data;
  const sent = (await move('/firePrevention/submit', made, 'zhidui')).data;
  const approved = await move('/firePrevention/forward', sent, 'zhidui', '同意下发');
  expect(approved.msg).toBe('操作成功');
  expect(approved.data.status).toBe('dispatched');
  return made.id;
}

describe('fire-prevention task orders', () => {
  it('offers the brigades and partners below the caller, never its own unit or another brigade', async () => {
    const mine = (await t.call<{ id: string }[]>('GET', '/firePrevention/receivers', { token: tok.dadui })).data.map((r) => r.id);
    expect(mine).toContain(who.paichusuo.organId);
    expect(mine).not.toContain(who.dadui.organId);
    expect(mine).not.toContain(luohu);
    const detachment = (await t.call<{ id: string }[]>('GET', '/firePrevention/receivers', { token: tok.zhidui })).data.map((r) => r.id);
    expect(detachment).toEqual(expect.arrayContaining([who.dadui.organId, luohu]));
    expect((await t.call('GET', '/firePrevention/receivers', { token: tok.paichusuo })).code).toBe(403);
  });

  it('drafts an order the issuer may edit and send; it is nobody else’s to approve yet', async () => {
    const row = await draft('zhidui', [who.dadui.organId]);
    expect(row).toMatchObject({ kind: 'order', status: 'draft', statusText: '草稿', issuerOrganId: who.zhidui.organId, progress: { total: 0, done: 0, overdue: 0 } });
    expect(row.allows).toEqual(expect.arrayContaining(['edit', 'submit']));
    expect(row.allows).not.toContain('approve');
    const edited = await post('/firePrevention/order/update', { id: row.id, version: row.version, ...ORDER([who.dadui.organId], { title: '夏季火灾防控' }) }, 'zhidui');
    expect(edited.msg).toBe('操作成功');
    expect(edited.data).toMatchObject({ title: '夏季火灾防控', version: row.version + 1 });
    expect((await post('/firePrevention/order/update', { id: row.id, version: row.version, ...ORDER([who.dadui.organId], { title: '旧版本' }) }, 'zhidui')).code).toBe(409);
  });

  it('refuses bad input naming the field and receivers outside the jurisdiction, writing nothing', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [ORDER([who.paichusuo.organId], { title: '' }), '任务名称不能为空'],
      [ORDER([who.paichusuo.organId], { endDate: '2025-12-31' }), '完成期限不能早于开始日期'],
      [ORDER([who.paichusuo.organId], { startDate: '2020-01-01', endDate: '2020-02-01' }), '完成期限不能早于今天'],
      [ORDER([who.paichusuo.organId], { endDate: '2099/03/31' }), '完成期限应为YYYY-MM-DD格式的日期'],
      [ORDER([luohu]), '接收单位不存在或不在本单位辖区内'],
      [ORDER([who.dadui.organId]), '接收单位不存在或不在本单位辖区内'],
    ];
    for (const [body, msg] of cases) expect(await post('/firePrevention/order/add', body, 'dadui'), JSON.stringify(body)).toMatchObject({ code: 400, msg });
    expect((await post('/firePrevention/order/add', ORDER([]), 'dadui')).code).toBe(400);
    expect((await post('/firePrevention/order/add', ORDER([who.paichusuo.organId]), 'paichusuo')).code).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it('sends for approval (leaders told), refuses a second send and edits, returns with a reason, and is sent again', async () => {
    const row = await draft('dadui', [who.paichusuo.organId], 'guidance');
    const sent = await move('/firePrevention/submit', row, 'dadui');
    expect(sent.data.status).toBe('pending');
    const leaders = await t.db.select({ id: users.id }).from(users).where(and(eq(users.organId, who.dadui.organId), eq(users.leader, true)));
    for (const l of leaders.filter((l) => l.id !== who.dadui.id)) expect(await noticesOf(l.id, `防控任务待审批：${row.title}`)).not.toHaveLength(0);
    expect(await move('/firePrevention/submit', { id: row.id, version: sent.data.version }, 'dadui')).toMatchObject({ code: 400, msg: '该任务已送审，不能修改或再次送审' });
    expect((await post('/firePrevention/guidance/update', { id: row.id, version: sent.data.version, ...ORDER([who.paichusuo.organId], { title: '改' }) }, 'dadui')).code).toBe(400);
    expect((await move('/firePrevention/reject', { id: row.id, version: sent.data.version }, 'zhidui')).msg).toBe('退回意见不能为空');
    expect((await move('/firePrevention/reject', { id: row.id, version: 1 }, 'zhidui', '请补充宣传内容')).code).toBe(409);
    // The superior (支队) decides; the brigade sees it returned with the reason and its drafter is told.
    const back = await move('/firePrevention/reject', { id: row.id, version: sent.data.version }, 'zhidui', '请补充宣传内容');
    expect(back.data.status).toBe('returned');
    const returned = (await detail(row.id, 'dadui', 'guidance')).data;
    expect(returned).toMatchObject({ status: 'returned', approvalNote: '请补充宣传内容' });
    expect(returned.allows).toEqual(expect.arrayContaining(['edit', 'submit']));
    expect(await noticesOf(who.dadui.id, `防控任务被退回：${row.title}`)).toHaveLength(1);
    expect((await move('/firePrevention/submit', returned, 'dadui')).data.status).toBe('pending');
  });

  it('keeps an order to its unit and the units above: another brigade cannot read, approve or send it', async () => {
    const row = await draft('zhidui', [luohu]);
    expect((await detail(row.id, 'dadui')).code).toBe(403);
    const sent = (await move('/firePrevention/submit', row, 'zhidui')).data;
    expect((await move('/firePrevention/forward', sent, 'dadui')).code).toBe(403);
    expect((await move('/firePrevention/forward', sent, 'paichusuo')).code).toBe(403);
    expect((await parts(row.id))).toHaveLength(0);
  });

  it('approval dispatches one part per receiver and tells the receiving units; only their own people complete', async () => {
    const orderId = await dispatched('春节前火灾防控');
    const made = await parts(orderId);
    expect(made.map((m) => m.receiverOrganId).sort()).toEqual([who.dadui.organId, luohu].sort());
    const mine = made.find((m) => m.receiverOrganId === who.dadui.organId)!;
    const [notice] = await noticesOf(who.dadui.id, '新防控任务：春节前火灾防控');
    expect(notice).toMatchObject({ busiInstId: mine.id, busiTypeCode: 'hzfkrw' });
    expect((notice.payload as { taskCategory: string }).taskCategory).toBe('hzfkNotDealWith');
    const row = (await part(mine.id, 'dadui')).data;
    expect(row).toMatchObject({ status: 'pending', orderTitle: '春节前火灾防控', overdue: false });
    expect(row.allows).toContain('edit');
    // 支队 sees the part (its subordinate's) but completing it is the brigade's.
    expect((await part(mine.id, 'zhidui')).data.allows).not.toContain('edit');
    expect(await complete(row, 'zhidui')).toMatchObject({ code: 403, msg: '只能由接收单位完成防控任务' });
    expect((await part(made.find((m) => m.receiverOrganId === luohu)!.id, 'dadui')).code).toBe(403);
    expect(await complete(row, 'dadui', '  ')).toMatchObject({ code: 400, msg: '完成情况不能为空' });
    expect((await complete({ id: row.id, version: row.version + 5 }, 'dadui')).code).toBe(409);
    const done = await complete(row, 'dadui');
    expect(done.data).toMatchObject({ status: 'done', report: '检查单位12家，整改隐患5处，开展宣传3场。' });
    expect(done.data.allows).not.toContain('edit');
    expect((await complete(done.data, 'dadui')).code).toBe(400);
    expect(await noticesOf(who.zhidui.id, '防控任务已完成：春节前火灾防控')).toHaveLength(1);
    expect((await detail(orderId, 'zhidui')).data).toMatchObject({ status: 'dispatched', progress: { total: 2, done: 1, overdue: 0 } });
  });

  it('finishes the order when every part is done', async () => {
    const row = await draft('dadui', [who.paichusuo.organId], 'publicity');
    const sent = (await move('/firePrevention/submit', row, 'dadui')).data;
    await move('/firePrevention/forward', sent, 'zhidui');
    // A receiver without the 1400 grant (the police partner) cannot complete; the part is the police station's.
    const [only] = await parts(row.id);
    expect((await complete(only, 'paichusuo')).code).toBe(403);
    await t.db.update(firePreventionTasks).set({ receiverOrganId: who.dadui.organId }).where(eq(firePreventionTasks.id, only.id));
    expect((await complete(only, 'dadui')).code).toBe(0);
    expect((await detail(row.id, 'dadui', 'publicity')).data).toMatchObject({ status: 'finished', progress: { total: 1, done: 1 } });
  });

  it('counts overdue parts on 任务统计 and lists each receiver’s part within the caller’s scope', async () => {
    const orderId = await dispatched('元旦火灾防控');
    await t.db.update(firePreventionOrders).set({ endDate: '2026-01-02' }).where(eq(firePreventionOrders.id, orderId));
    const stats = await post<{ records: FirePreventionOrderRow[] }>('/firePrevention/statistics', { current: 1, size: 100, keyword: '元旦火灾防控' }, 'zhidui');
    expect(stats.data.records[0]).toMatchObject({ id: orderId, progress: { total: 2, done: 0, overdue: 2 } });
    const brigade = await post<{ records: FirePreventionTaskRow[] }>('/fireFightingActiities/list', { current: 1, size: 100, orderId }, 'dadui');
    expect(brigade.data.records.map((r) => r.receiverOrganId)).toEqual([who.dadui.organId]);
    expect(brigade.data.records[0].overdue).toBe(true);
    const all = await post<{ records: FirePreventionTaskRow[] }>('/fireFightingActiities/list', { current: 1, size: 100, orderId }, 'zhidui');
    expect(all.data.records).toHaveLength(2);
  });

  it('lets a 工单 receiver generate inspection tasks linked to its part; other kinds may not', async () => {
    const orderId = await dispatched('消防安全专项检查');
    const mine = (await parts(orderId)).find((m) => m.receiverOrganId === who.dadui.organId)!;
    const body = { id: mine.id, version: mine.version, companyIds: [p.company.id], agentId: who.dadui.id, assistantHandlerId: p.mate.id };
    const made = await post<FirePreventionTaskRow>('/fireFightingActiities/generateTask', body, 'dadui');
    expect(made.code, made.msg).toBe(0);
    expect(made.data.inspectionTaskIds).toHaveLength(1);
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, made.data.inspectionTaskIds[0]));
    expect(task).toMatchObject({ sourceRef: mine.id, source: 'campaign', organId: who.dadui.organId });
    expect((await post('/fireFightingActiities/generateTask', body, 'dadui')).code).toBe(409);
    const guidance = await draft('zhidui', [who.dadui.organId], 'guidance');
    const sent = (await move('/firePrevention/submit', guidance, 'zhidui')).data;
    await move('/firePrevention/forward', sent, 'zhidui');
    const [g] = (await parts(guidance.id)).filter((m) => m.receiverOrganId === who.dadui.organId);
    expect(await post('/fireFightingActiities/generateTask', { ...body, id: g.id, version: g.version }, 'dadui')).toMatchObject({ code: 400, msg: '只有防控工单可以生成检查任务' });
  });
});
