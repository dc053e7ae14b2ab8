/** 移交受理 (yjsl 2400): partners hand hazards over to a brigade, which accepts (a handover-sourced task) or returns them. */
import { count, eq } from 'drizzle-orm';
import { handovers, notices, organizations, supervisionTasks } from '../../server/db/schema';
import type { HandoverRow } from '../../server/entities/handover.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let police: string;
let street: string;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  police = await t.login('paichusuo');
  street = await t.login('jiedao');
});
afterAll(async () => {
  await t.close();
});

const call = <T = HandoverRow>(url: string, body: Record<string, unknown>, token = police) => t.call<T>('POST', url, { token, body });
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const NEW = () => ({ receiverOrganId: p.dadui.organId, unitName: '某网吧', address: '福田区某路2号', hazard: '安全出口锁闭', foundDate: today() });
const send = (body: Record<string, unknown> = {}, token = police) => call('/handover/add', { ...NEW(), ...body }, token);
const count_ = async () => (await t.db.select({ n: count() }).from(handovers))[0].n;
const noticesOf = async (id: string) => t.db.select().from(notices).where(eq(notices.busiInstId, id));
const accept = (row: HandoverRow, body: Record<string, unknown> = {}, token = p.dadui.token) =>
  call('/handover/accept', { id: row.id, version: row.version, companyId: p.company.id, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-01-31', ...body }, token);

describe('handovers (yjsl)', () => {
  it('a police station hands a hazard over to the brigade, which is told (yjrw)', async () => {
    const env = await send();
    expect(env).toMatchObject({ code: 0, data: { status: 'pending', receiverOrganId: p.dadui.organId, allows: ['view'] } });
    const told = await noticesOf(env.data.id);
    expect(told.map((n) => n.receiverId)).toContain(p.dadui.id);
    expect((told[0].payload as { taskCategory: string }).taskCategory).toBe('yjrw');
    const seen = (await call<{ records: HandoverRow[] }>('/handover/page', { size: 100 }, p.dadui.token)).data.records.find((r) => r.id === env.data.id)!;
    expect(seen.allows).toEqual(['view', 'accept', 'back']);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await count_();
    const [ownUnit] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sortName, '福田派出所'));
    const cases: [Record<string, unknown>, string][] = [
      [{ hazard: '' }, '隐患描述不能为空'],
      [{ foundDate: '2026/01/01' }, '发现日期应为YYYY-MM-DD格式的日期'],
      [{ foundDate: '2099-01-01' }, '发现日期不能晚于今天'],
      [{ receiverOrganId: ownUnit?.id ?? 'x' }, '接收大队须是消防救援大队'],
      [{ receiverOrganId: 'nope' }, '接收大队不存在'],
    ];
    for (const [body, msg] of cases) expect(await send(body)).toMatchObject({ code: 400, msg });
    expect(await count_()).toBe(before);
  });

  it('the brigade accepts it with a handover-sourced task linked back; the sender is told and sees the task’s state', async () => {
    const sent = (await send()).data;
    const tasksBefore = (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
    expect((await accept(sent, { assistantHandlerId: p.dadui.id })).msg).toBe('主办人和协办人不能是同一人');
    expect((await accept(sent, { version: sent.version + 1 })).code).toBe(409);
    expect((await t.db.select({ n: count() }).from(supervisionTasks))[0].n).toBe(tasksBefore);
    const env = await accept(sent);
    expect(env.data).toMatchObject({ status: 'accepted', taskStatus: 'dispatched', allows: ['view'] });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, env.data.taskId!));
    expect(task).toMatchObject({ source: 'handover', sourceRef: sent.id, organId: p.dadui.organId, companyId: p.company.id });
    // Handovers count as industry work in the statistics (the core's mapping).
    expect((await factOf(t, task.id)).source).toBe('industry');
    expect((await call<TaskRow[]>('/supervision/list', { sourceRef: sent.id }, p.dadui.token)).data).toMatchObject({ total: 1 });
    const mine = (await t.call<HandoverRow>('GET', '/handover/detail', { token: police, query: { id: sent.id } })).data;
    expect(mine).toMatchObject({ status: 'accepted', taskStatus: 'dispatched', checkResult: null });
    expect((await noticesOf(sent.id)).some((n) => n.title.startsWith('移交已受理'))).toBe(true);
    expect((await accept(env.data)).msg).toBe('只有待受理的移交可以受理或退回');
  });

  it('the brigade returns it with a reason; an empty reason changes nothing', async () => {
    const sent = (await send()).data;
    expect((await call('/handover/back', { id: sent.id, version: sent.version, reason: '' }, p.dadui.token)).code).toBe(400);
    const env = await call('/handover/back', { id: sent.id, version: sent.version, reason: '不属消防管辖' }, p.dadui.token);
    expect(env.data).toMatchObject({ status: 'returned', returnReason: '不属消防管辖', taskId: null });
    expect((await noticesOf(sent.id)).some((n) => n.content.includes('不属消防管辖'))).toBe(true);
  });

  it('only the receiving brigade moves it, partners hold no 受理/退回, and each side sees only its own', async () => {
    const sent = (await send()).data;
    expect((await accept(sent, {}, police)).code).toBe(403);
    expect((await call('/handover/back', { id: sent.id, version: sent.version, reason: 'x' }, police)).code).toBe(403);
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuYjsl', [2000, 2400, 2401, 2402, 2403]);
    expect((await accept(sent, {}, other.token)).code).toBe(403);
    expect((await t.call('GET', '/handover/detail', { token: other.token, query: { id: sent.id } })).code).toBe(403);
    expect((await call<{ total: number }>('/handover/page', {}, other.token)).data.total).toBe(0);
    // The street sends its own; the police station does not see it.
    const fromStreet = (await send({}, street)).data;
    const policeList = (await call<{ records: HandoverRow[] }>('/handover/page', { size: 100 })).data.records;
    expect(policeList.some((r) => r.id === fromStreet.id)).toBe(false);
    expect((await t.call('GET', '/handover/detail', { token: police, query: { id: fromStreet.id } })).code).toBe(403);
  });

  it('needs the menu: 403 for an account without 2400', async () => {
    expect((await call('/handover/page', {}, await t.login('fazhi'))).code).toBe(403);
  });
});
