/** 街道工单 转发社区 (/order/forwardUnit): the chain street → community → street → issuer; scope; refusals. */
import { and, count, eq, like, ne } from 'drizzle-orm';
import { notices, organizations, users, workOrders } from '../../server/db/schema';
import type { WorkOrderRow } from '../../server/entities/work-order.entity';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tok: Record<string, string> = {};
const who: Record<string, { id: string; organId: string }> = {};
let community: { id: string; name: string };
let otherStreetCommunity: string;

async function loginUserOf(organId: string, as: string) {
  const [u] = await t.db.select().from(users).where(and(eq(users.organId, organId), eq(users.deleted, false)));
  tok[as] = await t.login(u.account);
  who[as] = { id: u.id, organId };
}

beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['dadui', 'paichusuo', 'jiedao']) {
    tok[account] = await t.login(account);
    const [u] = await t.db.select().from(users).where(eq(users.account, account));
    who[account] = { id: u.id, organId: u.organId };
  }
  const communities = await t.db.select().from(organizations).where(and(eq(organizations.parentId, who.jiedao.organId), eq(organizations.unitCategory, 4))).orderBy(organizations.sort);
  community = { id: communities[0].id, name: communities[0].name };
  await loginUserOf(communities[0].id, 'community');
  await loginUserOf(communities[1].id, 'neighbour');
  const [otherStreet] = await t.db.select().from(organizations).where(and(eq(organizations.parentId, who.dadui.organId), eq(organizations.level, 6), ne(organizations.id, who.jiedao.organId), eq(organizations.unitCategory, 3)));
  otherStreetCommunity = (await t.db.select().from(organizations).where(eq(organizations.parentId, otherStreet.id)))[0].id;
});
afterAll(async () => {
  await t.close();
});

const post = <T = WorkOrderRow>(url: string, body: Record<string, unknown>, account: string) => t.call<T>('POST', url, { token: tok[account], body });
type Moved = { id: string; status: string; version: number; forwardedId?: string };
const move = (url: string, row: { id: string; version: number }, account: string, note?: string) => post<Moved>(url, { id: row.id, version: row.version, ...(note ? { note } : {}) }, account);
const forward = (row: { id: string; version: number }, account: string, receiverId = community.id) => post<Moved>('/order/forwardUnit', { id: row.id, version: row.version, receiverId, note: '请逐户排查。' }, account);
const detail = (id: string, account: string, kind = 'street') => t.call<WorkOrderRow>('GET', `/tw/order/${kind}/detail`, { token: tok[account], query: { id } });
const orderCount = async () => (await t.db.select({ n: count() }).from(workOrders))[0].n;

async function receivedStreetOrder() {
  const sent = (await post('/tw/order/street/issueOrder', { title: '出租屋消防安全排查', content: '请排查出租屋电动自行车充电。', dueDate: '2099-06-30', receiverIds: [who.jiedao.organId] }, 'dadui')).data;
  return { sent, received: (await move('/tw/order/receiveOrder', sent, 'jiedao')).data };
}

describe('forwarding a street order to a community', () => {
  it('offers the street its own communities only', async () => {
    const list = await t.call<{ id: string; name: string }[]>('GET', '/order/getzhuanOrganization', { token: tok.jiedao });
    expect(list.data.map((c) => c.id)).toContain(community.id);
    expect(list.data.map((c) => c.id)).not.toContain(otherStreetCommunity);
    expect((await t.call('GET', '/order/getzhuanOrganization', { token: tok.paichusuo })).code).toBe(403);
  });

  it('refuses a stale version, a community not under the street, the wrong side and the wrong state, writing nothing', async () => {
    const { sent, received } = await receivedStreetOrder();
    const before = await orderCount();
    expect((await forward({ ...received, version: received.version + 1 }, 'jiedao')).code).toBe(409);
    expect(await forward(received, 'jiedao', otherStreetCommunity)).toMatchObject({ code: 400, msg: '转发社区不存在或不属于本街道' });
    expect(await forward(received, 'dadui')).toMatchObject({ code: 400, msg: '只有接收单位可以签收、办理和回复工单' });
    expect((await forward(received, 'paichusuo')).code).toBe(403);
    expect(await forward(sent, 'jiedao')).toMatchObject({ code: 409 });
    expect((await post('/order/forwardUnit', { id: received.id, version: received.version, receiverId: '' }, 'jiedao')).code).toBe(400);
    const police = (await post('/tw/order/police/issueOrder', { title: '派出所工单', content: '请检查。', dueDate: '2099-06-30', receiverIds: [who.paichusuo.organId] }, 'dadui')).data;
    expect((await forward(police, 'jiedao')).code).toBe(403);
    expect(await orderCount()).toBe(before + 1);
  });

  it('moves street → community → street → issuer, the street following the community’s progress', async () => {
    const { sent, received } = await receivedStreetOrder();
    expect((await detail(sent.id, 'jiedao')).data.allows).toEqual(expect.arrayContaining(['edit', 'forward']));
    const forwarded = (await forward(received, 'jiedao')).data;
    expect(forwarded.status).toBe('forwarded');
    const [child] = await t.db.select().from(workOrders).where(eq(workOrders.parentId, sent.id));
    expect(child).toMatchObject({ id: forwarded.forwardedId, kind: 'community', status: 'sent', issuerOrganId: who.jiedao.organId, receiverOrganId: community.id, title: sent.title });
    expect(child.content).toContain('转发说明：请逐户排查。');
    expect(await t.db.select().from(notices).where(and(eq(notices.receiverId, who.community.id), eq(notices.taskId, child.id)))).toHaveLength(1);
    let parent = (await detail(sent.id, 'jiedao')).data;
    expect(parent).toMatchObject({ status: 'forwarded', statusText: '已转发', forwardedToName: community.name, forwardedStatusText: '已下发' });
    expect(parent.allows).toEqual([]);
    expect(await post('/tw/order/street/createCheckRecordForOrder', { id: sent.id, version: forwarded.version, checkResult: 'qualified', report: '已查' }, 'jiedao')).toMatchObject({ code: 400, msg: '工单已转发社区，请等待社区回复' });
    expect(await forward(forwarded, 'jiedao')).toMatchObject({ code: 400, msg: '工单已转发社区，请等待社区回复' });

    // The community's order: its own people and the street above see it; a neighbouring community does not.
    const page = (account: string) => post<{ records: WorkOrderRow[] }>('/tw/order/queryWorkOrderPageForShequ', { current: 1, size: 100 }, account);
    expect((await page('community')).data.records.map((r) => r.id)).toContain(child.id);
    expect((await page('jiedao')).data.records.map((r) => r.id)).toContain(child.id);
    expect((await page('neighbour')).data.records.map((r) => r.id)).not.toContain(child.id);
    expect((await detail(child.id, 'neighbour', 'community')).code).toBe(403);
    expect((await move('/tw/order/receiveOrder', child, 'jiedao')).code).toBe(400);

    const got = (await move('/tw/order/receiveOrder', child, 'community')).data;
    expect((await detail(sent.id, 'jiedao')).data.forwardedStatusText).toBe('已签收');
    const handled = (await post('/tw/order/community/createCheckRecordForOrder', { id: child.id, version: got.version, checkResult: 'unqualified', hazardCount: 1, report: '排查出租屋8栋，发现楼道充电1处，已整改。' }, 'community')).data;
    await move('/tw/workReport/createReportForOrder', handled, 'community');
    parent = (await detail(sent.id, 'jiedao')).data;
    expect(parent).toMatchObject({ status: 'received', checkResult: 'unqualified', hazardCount: 1, report: '排查出租屋8栋，发现楼道充电1处，已整改。', forwardedStatusText: '已回复' });
    expect(parent.allows).toEqual(expect.arrayContaining(['edit', 'reply']));
    expect(parent.allows).not.toContain('forward');

    const replied = (await move('/tw/workReport/createReportForOrder', parent, 'jiedao')).data;
    expect(replied.status).toBe('returned');
    expect((await t.db.select().from(workOrders).where(eq(workOrders.id, child.id)))[0]).toMatchObject({ status: 'closed' });
    const closed = (await move('/tw/order/closeTask', replied, 'dadui', '同意办结')).data;
    expect(closed.status).toBe('closed');
  });

  it('has the demo order jiedao forwarded to a community, waiting for its reply', async () => {
    const forwardedDemo = await t.db.select().from(workOrders).where(and(eq(workOrders.receiverOrganId, who.jiedao.organId), eq(workOrders.status, 'forwarded'), like(workOrders.id, 'wo-demo-%')));
    expect(forwardedDemo).toHaveLength(1);
    const [child] = await t.db.select().from(workOrders).where(eq(workOrders.parentId, forwardedDemo[0].id));
    expect(child).toMatchObject({ kind: 'community', status: 'sent', receiverOrganId: community.id });
  });
});
