/**
 * 投诉受理 (8300) → 举报投诉核查 (1050): registered, pre-handled (rejected or forwarded to a brigade), verified by
 * an inspection task with source 'complaint' or a short record, replied to and reviewed; each move's rule, 403
 * without the menu and outside the scope, 409 on a stale version or a wrong state, and the facts and notices
 * written in the move's transaction.
 */
import { and, eq } from 'drizzle-orm';
import { complaintReports, complaints, notices, organizations, serviceReviews, supervisionTasks, users } from '../../server/db/schema';
import type { SessionUser } from '../../server/http/route';
import { recordVerification } from '../../server/services/complaints/moves';
import { openTestApp, type TestApp } from '../helpers/app';
import { supervisionPeople } from './support/supervision';

type Row = { id: string; version: number; status: string; organId: string; allows: string[]; finding: boolean | null; verifyTaskId: string | null; dueDate: string | null };

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let zhidui: string;
let admin: string;
let otherBrigade: string;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  zhidui = await t.login('zhidui');
  admin = await t.login('admin');
  const [other] = await t.db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.level, 3), eq(organizations.deleted, false)));
  otherBrigade = other.id === p.dadui.organId ? (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.level, 3)))[1].id : other.id;
});
afterAll(async () => {
  await t.close();
});

const call = <T = Row>(url: string, body: Record<string, unknown>, token = zhidui) => t.call<T>('POST', url, { token, body });
const NEW = { kind: 'complaint', channel: 'hotline96119', category: 'escapeBlocked', callerName: '王先生', callerPhone: '13800138000', placeName: '福华路好运超市', address: '深圳市福田区福华路88号', lng: 114.06, lat: 22.54, content: '超市后门安全出口被上锁，货物堵塞疏散通道' };
const fact = async (id: string) => (await t.db.select().from(complaints).where(eq(complaints.id, id)))[0];

async function registered(body: Record<string, unknown> = {}): Promise<Row> {
  const env = await call('/report/reportTaskSave', { ...NEW, ...body });
  expect(env.msg).toBe('操作成功');
  return env.data;
}
async function forwarded(): Promise<Row> {
  const row = await registered();
  return (await call('/report/forward', { id: row.id, version: row.version, decision: 'forward', organId: p.dadui.organId })).data;
}

describe('complaint intake (tssl 8300)', () => {
  it('registers a complaint with its map point, pre-handling allowed and no fact yet', async () => {
    const row = await registered();
    expect(row).toMatchObject({ status: 'registered', organId: expect.any(String) });
    expect(row.allows).toEqual(expect.arrayContaining(['edit', 'preHandle']));
    expect(row.allows).not.toContain('reply');
    expect(await fact(row.id)).toBeUndefined();
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    const before = (await t.db.select().from(complaintReports)).length;
    const lng = await call('/report/reportTaskSave', { ...NEW, lng: 200 });
    expect(lng.code).toBe(400);
    expect(lng.msg).toContain('经度');
    const phone = await call('/report/reportTaskSave', { ...NEW, callerPhone: 'abc' });
    expect(phone).toMatchObject({ code: 400, msg: '联系电话格式不正确' });
    expect((await t.db.select().from(complaintReports)).length).toBe(before);
  });

  it('forwards to a brigade: due in working days, its staff told (xfNotDeal), the fact accepted with a risk', async () => {
    const row = await forwarded();
    expect(row).toMatchObject({ status: 'forwarded', organId: p.dadui.organId });
    expect(row.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await fact(row.id)).toMatchObject({ status: 'accepted', organId: p.dadui.organId, risk: 'larger', channel: 'other', lng: 114.06, lat: 22.54 });
    const told = await t.db.select().from(notices).where(and(eq(notices.busiInstId, row.id), eq(notices.receiverId, p.dadui.id)));
    expect(told).toHaveLength(1);
    expect(told[0].payload).toMatchObject({ taskCategory: 'xfNotDeal' });
  });

  it('rejects only with a reason; the fact says 不予受理', async () => {
    const row = await registered();
    const bare = await call('/report/forward', { id: row.id, version: row.version, decision: 'reject' });
    expect(bare).toMatchObject({ code: 400, msg: '不予受理时须填写不予受理的理由' });
    const noBrigade = await call('/report/forward', { id: row.id, version: row.version, decision: 'forward' });
    expect(noBrigade).toMatchObject({ code: 400, msg: '转办时须选择转办大队' });
    const rejected = await call('/report/forward', { id: row.id, version: row.version, decision: 'reject', handleNote: '不属于消防监管范围' });
    expect(rejected.data).toMatchObject({ status: 'rejected', allows: [] });
    expect(await fact(row.id)).toMatchObject({ status: 'unaccepted' });
  });

  it('forwards only to a brigade', async () => {
    const row = await registered();
    const [station] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.level, 4));
    expect(await call('/report/forward', { id: row.id, version: row.version, decision: 'forward', organId: station.id })).toMatchObject({ code: 400, msg: '转办大队须是消防救援大队' });
  });

  it('answers 409 on a stale version and on a move its state does not allow', async () => {
    const row = await registered();
    const edited = await call('/report/updateReport', { ...NEW, id: row.id, version: row.version, content: '安全出口上锁' });
    expect(edited.code).toBe(0);
    expect((await call('/report/forward', { id: row.id, version: row.version, decision: 'forward', organId: p.dadui.organId })).code).toBe(409);
    const done = await call('/report/forward', { id: row.id, version: edited.data.version, decision: 'forward', organId: p.dadui.organId });
    expect(done.code).toBe(0);
    expect(await call('/report/forward', { id: row.id, version: done.data.version, decision: 'forward', organId: p.dadui.organId })).toMatchObject({ code: 409, msg: '只有待预处理的投诉可以预处理' });
    expect(await call('/report/updateReport', { ...NEW, id: row.id, version: done.data.version })).toMatchObject({ code: 400, msg: '只有待预处理的投诉可以修改' });
    expect(await call('/report/reply', { id: row.id, version: done.data.version, reply: '已处理' })).toMatchObject({ code: 409, msg: '只有核查完毕的投诉可以回复投诉人' });
  });

  it('answers 403 without the intake menu and outside the scope', async () => {
    const row = await registered();
    const fazhi = await t.login('fazhi');
    expect((await call('/report/forward', { id: row.id, version: row.version, decision: 'reject', handleNote: 'x' }, fazhi)).code).toBe(403);
    expect((await call('/reportcomplaint/check', { id: row.id, version: row.version, finding: true, verifyNote: 'x' }, fazhi)).code).toBe(403);
    // Registered at the detachment: not the brigade's to see.
    expect((await t.call('GET', '/reportcomplaint/getById', { token: p.dadui.token, query: { id: row.id } })).code).toBe(403);
  });
});

describe('complaint verification (jbtshc 1050)', () => {
  it('sends a verification task to two officers; its check record verifies the complaint and tells the registrar', async () => {
    const row = await forwarded();
    const listed = await t.call<{ records: Row[] }>('POST', '/reportcomplaint/getComplaintsReport', { token: p.dadui.token, body: { current: 1, size: 50 } });
    const mine = listed.data.records.find((r) => r.id === row.id)!;
    expect(mine.allows).toEqual(expect.arrayContaining(['send', 'verify']));
    const same = await call('/reportcomplaint/complaintVerification', { id: row.id, version: row.version, companyId: p.company.id, agentId: p.dadui.id, assistantHandlerId: p.dadui.id, endDate: '2099-12-31' }, p.dadui.token);
    expect(same).toMatchObject({ code: 400, msg: '主办人和协办人不能是同一人' });
    const sent = await call('/reportcomplaint/complaintVerification', { id: row.id, version: row.version, companyId: p.company.id, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-12-31' }, p.dadui.token);
    expect(sent.data).toMatchObject({ status: 'verifying' });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, sent.data.verifyTaskId!));
    expect(task).toMatchObject({ source: 'complaint', sourceRef: row.id, organId: p.dadui.organId, agentId: p.dadui.id, assistantHandlerId: p.mate.id });

    const accepted = await call<{ version: number }>('/supervision/accept', { id: task.id, version: task.version }, p.dadui.token);
    const checked = await call('/supervision/checkRecord', {
      id: task.id, version: accepted.data.version, checkDate: '2026-01-05', checkResult: 'immediate', causeId: 'cc-1', unitSigner: '店长',
      checkItems: [{ item: '安全出口是否畅通', passed: false, finding: '后门上锁' }], hazards: [{ description: '安全出口上锁', level: 'major' }],
    }, p.dadui.token);
    expect(checked.code).toBe(0);
    const after = (await t.call<Row>('GET', '/report/getReportById', { token: zhidui, query: { id: row.id } })).data;
    expect(after).toMatchObject({ status: 'verified', finding: true });
    expect(after.allows).toContain('reply');
    expect(await fact(row.id)).toMatchObject({ status: 'checked', risk: 'major' });
    const [zhiduiUser] = await t.db.select().from(users).where(eq(users.account, 'zhidui'));
    const told = await t.db.select().from(notices).where(and(eq(notices.busiInstId, row.id), eq(notices.receiverId, zhiduiUser.id)));
    expect(told.map((n) => (n.payload as { taskCategory: string }).taskCategory)).toContain('notDealwith');

    const replied = await call('/report/reply', { id: row.id, version: after.version, reply: '经核查情况属实，已责令立即改正。' });
    expect(replied.data).toMatchObject({ status: 'replied' });
    expect(replied.data.allows).toEqual(['review']);
    expect(await call('/report/approveCirculation', { id: row.id, version: replied.data.version, satisfaction: 4 })).toMatchObject({ code: 400 });
    const closed = await call('/report/approveCirculation', { id: row.id, version: replied.data.version, satisfaction: 5, reviewNote: '处理及时' });
    expect(closed.data).toMatchObject({ status: 'closed' });
    const [review] = await t.db.select().from(serviceReviews).where(eq(serviceReviews.id, `sr-${row.id}`));
    expect(review).toMatchObject({ service: 'tsjb', score: 5, organId: p.dadui.organId });
  });

  it('records a short verification without an inspection (情况不属实 is low risk)', async () => {
    const row = await forwarded();
    const blank = await call('/reportcomplaint/check', { id: row.id, version: row.version, finding: false, verifyNote: '' }, p.dadui.token);
    expect(blank.code).toBe(400);
    expect(blank.msg).toContain('核查情况');
    const done = await call('/reportcomplaint/check', { id: row.id, version: row.version, finding: false, verifyNote: '现场查看，安全出口畅通' }, p.dadui.token);
    expect(done.data).toMatchObject({ status: 'verified', finding: false });
    expect(await fact(row.id)).toMatchObject({ status: 'checked', risk: 'low' });
  });

  it('enters a complaint directly (新建核查): forwarded to the brigade at once, counted', async () => {
    const env = await call('/reportcomplaint/add', NEW, p.dadui.token);
    expect(env.data).toMatchObject({ status: 'forwarded', organId: p.dadui.organId });
    expect(env.data.dueDate).toBeTruthy();
    expect(await fact(env.data.id)).toMatchObject({ status: 'accepted' });
  });

  it('keeps another brigade out and rolls the fact back with a refused move', async () => {
    const row = await forwarded();
    const outsider: SessionUser = { userId: p.dadui.id, userCode: 'x', name: 'x', unitId: otherBrigade, sessionId: 's', grants: new Set(), isAdmin: false };
    await expect(recordVerification(t.db, outsider, { id: row.id, version: row.version, finding: true, verifyNote: '属实' })).rejects.toMatchObject({ code: 403 });
    expect(await fact(row.id)).toMatchObject({ status: 'accepted' });
  });

  it('counts complaints in 公众服务统计 (10500)', async () => {
    const env = await t.call<{ rows: { key: string; values: Record<string, number> }[] }>('GET', '/statistics/view', { token: admin, query: { view: 'publicServices' } });
    expect(env.code).toBe(0);
    const row = env.data.rows.find((r) => r.key === 'complaint');
    expect(row?.values[4]).toBeGreaterThan(0);
  });
});
