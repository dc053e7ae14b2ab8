/** 专项监督检查 (zxjdjc 1040): a draft published into one task per matching unit, all or none, its progress and its close. */
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { lawOfficers, notices, organizations, roleMenus, societyCompanies, supervisionCampaigns, supervisionTasks, users } from '../../server/db/schema';
import type { CampaignRow } from '../../server/entities/campaign.entity';
import { seedOf } from '../../server/services/campaign/publish';
import { scanOverdue } from '../../server/services/supervision/overdue';
import { subordinateOrganIds } from '../../server/services/org-scope';
import { chinaDateOf } from '../../src/shared/working-days';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

/** Makes the second dispatch of a publish fail, to see the first one rolled back with the campaign. */
const failing = vi.hoisted(() => ({ on: false, calls: 0 }));
vi.mock('../../server/services/supervision/dispatch-from', async (original) => {
  const real = await original<typeof import('../../server/services/supervision/dispatch-from')>();
  return {
    dispatchTaskFrom: (...args: Parameters<typeof real.dispatchTaskFrom>) => {
      if (failing.on && ++failing.calls === 2) return Promise.reject(new Error('dispatch failed'));
      return real.dispatchTaskFrom(...args);
    },
  };
});

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let area: string;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  area = (await t.db.select({ code: organizations.areaCode }).from(organizations).where(eq(organizations.id, p.dadui.organId)))[0].code!;
});
afterAll(async () => {
  await t.close();
});

const call = <T = CampaignRow>(url: string, body: Record<string, unknown>, token = p.dadui.token) => t.call<T>('POST', url, { token, body });
const DRAFT = (change: Record<string, unknown> = {}) => ({
  name: '高层建筑专项检查', periodFrom: '2099-01-01', periodTo: '2099-03-31', unitCategories: [1], areaCodes: [area], content: '检查消防设施和疏散通道', taskEndDate: '2099-03-15', ...change,
});
const add = async (change: Record<string, unknown> = {}) => {
  const env = await call('/supervision/campaign/add', DRAFT(change));
  expect(env.msg).toBe('操作成功');
  return env.data;
};
const tasksOf = (id: string) => t.db.select().from(supervisionTasks).where(eq(supervisionTasks.sourceRef, id));
const taskCount = async () => (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
/** The live units of the brigade's scope the draft aims at, computed here from the library. */
async function expectedUnits(categories: number[]) {
  const scope = await subordinateOrganIds(t.db, p.dadui.organId);
  return t.db
    .select({ id: societyCompanies.id })
    .from(societyCompanies)
    .where(and(eq(societyCompanies.deleted, false), eq(societyCompanies.status, 1), inArray(societyCompanies.organId, scope), inArray(societyCompanies.unitCategory, categories), like(societyCompanies.areaCode, `${area}%`)));
}

describe('专项监督检查', () => {
  it('keeps a draft editable, checks its dates and areas, and offers 发布 by allows', async () => {
    const draft = await add();
    expect(draft).toMatchObject({ status: 'draft', organId: p.dadui.organId, progress: { total: 0, checked: 0, qualified: 0, overdue: 0 } });
    expect(draft.allows).toEqual(expect.arrayContaining(['edit', 'delete', 'publish']));
    expect(draft.allows).not.toContain('close');
    expect(await call('/supervision/campaign/add', DRAFT({ periodTo: '2098-12-01' }))).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    expect(await call('/supervision/campaign/add', DRAFT({ taskEndDate: '2099-05-01' }))).toMatchObject({ code: 400, msg: '任务截止日期不能晚于结束日期' });
    expect(await call('/supervision/campaign/add', DRAFT({ areaCodes: ['999999'] }))).toMatchObject({ code: 400, msg: '检查区域999999不存在' });
    expect(await call('/supervision/campaign/add', DRAFT({ unitCategories: [] }))).toMatchObject({ code: 400 });
    expect(await call('/supervision/campaign/add', DRAFT({ name: '' }))).toMatchObject({ code: 400, msg: '专项名称不能为空' });
  });

  it('publishes one task per matching unit of the scope, with two officers of the brigade each, facts and notices, in one go', async () => {
    const draft = await add({ unitCategories: [1, 2] });
    const units = await expectedUnits([1, 2]);
    expect(units.length).toBeGreaterThan(1);
    const before = (await t.db.select({ n: count() }).from(notices))[0].n;
    const env = await call('/supervision/campaign/publish', { id: draft.id, version: draft.version });
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ status: 'published', version: draft.version + 1, progress: { total: units.length, checked: 0, qualified: 0, overdue: 0 } });
    expect(env.data.allows).toEqual(['close']);
    const made = await tasksOf(draft.id);
    expect(made.map((m) => m.companyId).sort()).toEqual(units.map((u) => u.id).sort());
    for (const task of made) {
      expect(task).toMatchObject({ source: 'campaign', status: 'dispatched', organId: p.dadui.organId, endDate: '2099-03-15' });
      expect(task.agentId).not.toBe(task.assistantHandlerId);
      // The statistics count campaign work as planned work (FACT_SOURCE), written with the task.
      expect((await factOf(t, task.id)).source).toBe('plan');
    }
    const officers = new Set(made.flatMap((m) => [m.agentId, m.assistantHandlerId]));
    const told = await t.db.select().from(notices).where(eq(notices.busiInstId, draft.id));
    expect(new Set(told.map((n) => n.receiverId))).toEqual(officers);
    expect((await t.db.select({ n: count() }).from(notices))[0].n).toBe(before + officers.size);
    const listed = await call<{ total: number; records: TaskRow[] }>('/supervision/list', { sourceRef: draft.id, size: 100 });
    expect(listed.data.total).toBe(units.length);
    // Published: no edit, no delete, no second publish.
    expect(await call('/supervision/campaign/update', { ...DRAFT(), id: draft.id, version: env.data.version })).toMatchObject({ code: 400, msg: '已发布的专项监督检查不能修改' });
    expect(await call('/supervision/campaign/delete', { ids: [draft.id] })).toMatchObject({ code: 400, msg: '只能删除草稿状态的专项监督检查' });
    expect(await call('/supervision/campaign/publish', { id: draft.id, version: env.data.version })).toMatchObject({ code: 400, msg: '只有草稿状态的专项监督检查可以发布' });
    expect((await tasksOf(draft.id)).length).toBe(units.length);
  });

  it('pairs officers reproducibly from the campaign id', () => {
    expect(seedOf('cp-abc')).toBe(seedOf('cp-abc'));
    expect(seedOf('cp-abc')).not.toBe(seedOf('cp-abd'));
  });

  it('refuses when no unit matches or the brigade has too few officers, and writes nothing', async () => {
    // 罗湖's district: its units belong to 罗湖大队, outside 福田大队's scope.
    const [luohu] = await t.db.select({ code: organizations.areaCode }).from(organizations).where(eq(organizations.sortName, '罗湖大队'));
    const none = await add({ areaCodes: [luohu.code] });
    const before = await taskCount();
    expect(await call('/supervision/campaign/publish', { id: none.id, version: none.version })).toMatchObject({ code: 400, msg: '没有符合检查对象类别和检查区域的社会单位，无法发布' });
    const draft = await add();
    const brigadeOfficers = await t.db.select({ id: lawOfficers.userId }).from(lawOfficers).innerJoin(users, eq(users.id, lawOfficers.userId)).where(and(eq(users.organId, p.dadui.organId), eq(lawOfficers.deleted, false)));
    const ids = brigadeOfficers.map((o) => o.id);
    await t.db.update(lawOfficers).set({ deleted: true }).where(inArray(lawOfficers.userId, ids.slice(1)));
    expect(await call('/supervision/campaign/publish', { id: draft.id, version: draft.version })).toMatchObject({ code: 400, msg: '组织单位的执法人员不足两人，无法下发任务' });
    await t.db.update(lawOfficers).set({ deleted: false }).where(inArray(lawOfficers.userId, ids.slice(1)));
    expect(await taskCount()).toBe(before);
    const [kept] = await t.db.select().from(supervisionCampaigns).where(eq(supervisionCampaigns.id, draft.id));
    expect(kept).toMatchObject({ status: 'draft', version: draft.version });
  });

  it('writes no task and keeps the draft when a dispatch fails half way (all or none)', async () => {
    const draft = await add();
    const before = await taskCount();
    failing.on = true;
    failing.calls = 0;
    const env = await call('/supervision/campaign/publish', { id: draft.id, version: draft.version });
    failing.on = false;
    expect(env.code).not.toBe(0);
    expect(failing.calls).toBe(2);
    expect(await taskCount()).toBe(before);
    const [kept] = await t.db.select().from(supervisionCampaigns).where(eq(supervisionCampaigns.id, draft.id));
    expect(kept).toMatchObject({ status: 'draft', version: draft.version });
  });

  it('answers 409 to a stale version and dispatches nothing', async () => {
    const draft = await add();
    const edited = (await call('/supervision/campaign/update', { ...DRAFT({ name: '改名后的专项检查' }), id: draft.id, version: draft.version })).data;
    const before = await taskCount();
    expect((await call('/supervision/campaign/publish', { id: draft.id, version: draft.version })).code).toBe(409);
    expect(await taskCount()).toBe(before);
    expect((await call('/supervision/campaign/publish', { id: draft.id, version: edited.version })).code).toBe(0);
  });

  it('counts progress from its tasks: checked, qualified, overdue; then closes', async () => {
    const draft = await add({ taskEndDate: '2099-01-10' });
    const published = (await call('/supervision/campaign/publish', { id: draft.id, version: draft.version })).data;
    const mine = (await tasksOf(draft.id)).find((m) => m.agentId === p.dadui.id || m.assistantHandlerId === p.dadui.id)!;
    const accepted = (await call<TaskRow>('/supervision/accept', { id: mine.id, version: mine.version })).data;
    const record = { id: mine.id, version: accepted.version, checkDate: chinaDateOf(new Date()), checkResult: 'qualified', unitSigner: '张三', hazards: [], checkItems: [{ item: '消防设施', passed: true, finding: '' }] };
    expect((await call<TaskRow>('/supervision/checkRecord', record)).msg).toBe('操作成功');
    await scanOverdue(t.db, new Date('2099-01-20T00:00:00Z'));
    const detail = (await t.call<CampaignRow>('GET', '/supervision/campaign/detail', { token: p.dadui.token, query: { id: draft.id } })).data;
    expect(detail.progress).toEqual({ total: published.progress.total, checked: 1, qualified: 1, overdue: published.progress.total - 1 });
    const page = (await call<{ records: CampaignRow[] }>('/supervision/campaign/page', { name: draft.name, size: 50 })).data.records;
    expect(page.find((r) => r.id === draft.id)?.progress).toEqual(detail.progress);
    const closed = await call('/supervision/campaign/close', { id: draft.id, version: detail.version });
    expect(closed.data).toMatchObject({ status: 'closed', allows: [] });
    expect(await call('/supervision/campaign/close', { id: draft.id, version: closed.data.version })).toMatchObject({ code: 400, msg: '只有已发布的专项监督检查可以关闭' });
  });

  it('needs the menu and the 发布 button (403), and keeps other brigades out', async () => {
    const draft = await add();
    const fazhi = await t.login('fazhi');
    expect((await call('/supervision/campaign/page', {}, fazhi)).code).toBe(403);
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuZxjdjc', [2000, 1040, 1041]);
    expect(await t.call('GET', '/supervision/campaign/detail', { token: other.token, query: { id: draft.id } })).toMatchObject({ code: 403, msg: '只能查看本单位及下级单位的专项监督检查' });
    expect((await call('/supervision/campaign/publish', { id: draft.id, version: draft.version }, other.token)).code).toBe(403);
    expect((await call<{ records: CampaignRow[] }>('/supervision/campaign/page', { size: 100 }, other.token)).data.records.every((r) => r.organId === other.organId)).toBe(true);
    // Without the 发布 button the row offers no 发布 and the call is refused.
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, 'r-dadui'), eq(roleMenus.menuId, 1044)));
    const token = await t.login('dadui');
    const row = (await t.call<CampaignRow>('GET', '/supervision/campaign/detail', { token, query: { id: draft.id } })).data;
    expect(row.allows).not.toContain('publish');
    expect((await call('/supervision/campaign/publish', { id: draft.id, version: draft.version }, token)).code).toBe(403);
  });

  it('offers the areas of the caller unit: a brigade its district and streets, the detachment every district', async () => {
    type Area = { code: string; level: number };
    const mine = (await t.call<Area[]>('GET', '/supervision/campaign/areas', { token: p.dadui.token })).data;
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((a) => a.code.startsWith(area))).toBe(true);
    const all = (await t.call<Area[]>('GET', '/supervision/campaign/areas', { token: await t.login('zhidui') })).data;
    expect(all.filter((a) => a.level === 3).length).toBeGreaterThan(1);
  });

  it('has the demo campaign published with its tasks and one checked', async () => {
    const demo = (await t.call<CampaignRow>('GET', '/supervision/campaign/detail', { token: p.dadui.token, query: { id: 'cp-demo-01' } })).data;
    expect(demo.status).toBe('published');
    expect(demo.progress.total).toBeGreaterThan(1);
    expect(demo.progress).toMatchObject({ checked: 1, qualified: 1 });
  });
});
