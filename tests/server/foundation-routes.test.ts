import { eq } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import type { MenuNode } from '../../server/services/menus';
import type { OrganNode, OrganUserNode } from '../../server/services/organs';
import type { PersonalInfo } from '../../server/services/personal-info';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'anquan', 'dadui', 'paichusuo', 'jiedao', 'zhidui', 'fazhi']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string, account: string, query?: Record<string, string>) => t.call<T>('GET', url, { token: tokens[account], query });
const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const rootIds = (nodes: MenuNode[]) => nodes.map((n) => n.menuId);

describe('organisation trees', () => {
  it('getGeneralOrganTree is rooted at the caller’s unit', async () => {
    const env = await get<OrganNode[]>('/organization/getGeneralOrganTree', 'dadui');
    expect(env.code).toBe(0);
    expect(env.data).toHaveLength(1);
    const [root] = env.data;
    expect(root).toMatchObject({ organName: '深圳市福田区消防救援大队', organSortName: '福田大队', level: 3, label: '福田大队', value: root.organId });
    const all = flatten(env.data);
    expect(all.some((n) => n.organSortName === '罗湖大队')).toBe(false);
    expect(new Set(all.map((n) => n.level))).toEqual(new Set([3, 4, 5, 6]));
  });

  it('getGeneralOrganTree is the whole tree for the administrator, levels 0–6', async () => {
    const env = await get<OrganNode[]>('/organization/getGeneralOrganTree', 'admin');
    expect(env.data[0].level).toBe(0);
    const all = flatten(env.data);
    const [{ count }] = await t.pglite.query<{ count: number }>('select count(*)::int as count from organizations where not deleted').then((r) => r.rows);
    expect(all).toHaveLength(count);
    expect(new Set(all.map((n) => n.level))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(all.filter((n) => n.level === 3)).toHaveLength(10);
  });

  it('getFullOrganTreeInclude is the whole tree for anyone', async () => {
    const env = await get<OrganNode[]>('/organization/getFullOrganTreeInclude', 'jiedao');
    expect(env.data[0].organName).toBe('应急管理部消防救援局');
  });

  it('leaves deleted units out', async () => {
    const [luohu] = await t.db.select().from(organizations).where(eq(organizations.sortName, '罗湖大队'));
    await t.db.update(organizations).set({ deleted: true }).where(eq(organizations.id, luohu.id));
    const all = flatten((await get<OrganNode[]>('/organization/getFullOrganTreeInclude', 'admin')).data);
    expect(all.some((n) => n.organId === luohu.id)).toBe(false);
    await t.db.update(organizations).set({ deleted: false }).where(eq(organizations.id, luohu.id));
  });

  it('queryOrgan filters by name and level', async () => {
    const env = await t.call<{ organName: string; level: number }[]>('POST', '/organization/queryOrgan', { token: tokens.dadui, body: { organName: '派出所', level: 5 } });
    expect(env.data).toHaveLength(20);
    expect(env.data.every((o) => o.organName.includes('派出所') && o.level === 5)).toBe(true);
    const none = await t.call<unknown[]>('POST', '/organization/queryOrgan', { token: tokens.dadui, body: { organName: '%' } });
    expect(none.data).toHaveLength(0);
  });

  it('getOrganUserTree hangs users under their units', async () => {
    const env = await get<OrganUserNode[]>('/organization/getOrganUserTree', 'dadui');
    const all = flatten(env.data);
    expect(all.some((n) => n.type === 'user' && n.label === '李明辉')).toBe(true);
    expect(env.data[0]).toMatchObject({ type: 'organ', label: '福田大队' });
  });

  it('getUserOrgan returns the caller’s unit', async () => {
    const env = await get<{ organSortName: string; level: number }>('/user/getUserOrgan', 'paichusuo');
    expect(env.data).toMatchObject({ organSortName: '福田派出所', level: 5 });
  });
});

describe('menus and personal info', () => {
  it('getMenuByUser: the police-station partner lacks /system and has police-station supervision', async () => {
    const env = await get<MenuNode[]>('/role/getMenuByUser', 'paichusuo');
    expect(env.code).toBe(0);
    const ids = flatten(env.data).map((n) => n.menuId);
    expect(ids).not.toContain(11000);
    expect(ids).toEqual(expect.arrayContaining([1, 100, 5000, 5300]));
    expect(ids).not.toContain(114);
    expect(ids).not.toContain(5100);
  });

  it('getMenuByUser nests children with their level', async () => {
    const env = await get<MenuNode[]>('/role/getMenuByUser', 'admin');
    expect(rootIds(env.data)).toEqual(expect.arrayContaining([1, 2000, 11000]));
    const system = env.data.find((n) => n.menuId === 11000)!;
    expect(system.level).toBe(1);
    expect(system.children.every((c) => c.level === 2)).toBe(true);
    expect(flatten(env.data).map((n) => n.menuId)).toContain(114);
  });

  it('getMenuByUser for another user is for administrators only', async () => {
    const paichusuo = (await get<PersonalInfo>('/user/getPersonalInfo', 'paichusuo')).data.userId;
    expect((await get('/role/getMenuByUser', 'dadui', { userId: paichusuo })).code).toBe(403);
    const asAdmin = await get<MenuNode[]>('/role/getMenuByUser', 'admin', { userId: paichusuo });
    expect(flatten(asAdmin.data).map((n) => n.menuId)).not.toContain(11000);
  });

  it('getPersonalInfo splits menus (levels 1–3) and buttons (level 4)', async () => {
    const env = await get<PersonalInfo>('/user/getPersonalInfo', 'jiedao');
    expect(env.data).toMatchObject({ userCode: 'jiedao', unitName: '福田区福田街道办事处', organLevel: 6, needChangePassword: false });
    expect(env.data.menuIds).toEqual(expect.arrayContaining([1, 100, 5000, 5500, 5510, 5520]));
    // The street partner receives, handles and returns work orders and hands hazards over; it issues no order (5511).
    expect(env.data.buttonIds).toEqual([111, 112, 113, 2401, 5402, 5403, 5404, 5406, 5512, 5513, 5514, 5516, 5517, 5521, 5522, 5523]);
    expect(env.data.roles.map((r) => r.roleName)).toEqual(['街道网格员']);
    const admin = await get<PersonalInfo>('/user/getPersonalInfo', 'admin');
    expect(admin.data.buttonIds).toEqual(expect.arrayContaining([111, 112, 113, 114, 11102, 11104]));
    // 三员分立: 冻结 (11103) is the security administrator's.
    expect(admin.data.buttonIds).not.toContain(11103);
    expect((await get<PersonalInfo>('/user/getPersonalInfo', 'anquan')).data.buttonIds).toContain(11103);
  });

  it('grants each demo role what such a person needs', async () => {
    const menusOf = async (account: string) => (await get<PersonalInfo>('/user/getPersonalInfo', account)).data.menuIds;
    expect(await menusOf('zhidui')).toEqual(expect.arrayContaining([2000, 2100, 3000, 4000, 10000]));
    expect(await menusOf('dadui')).toEqual(expect.arrayContaining([2000, 2100, 1000]));
    const fazhi = await menusOf('fazhi');
    expect(fazhi).toEqual(expect.arrayContaining([4000, 2100]));
    expect(fazhi).not.toContain(11000);
  });
});

describe('dashboard, notices, officers, app', () => {
  it('counts pending work by business type', async () => {
    const env = await get<{ busiTypeCode: string; busiTypeName: string; count: number }[]>('/flow/runtime/task/getStatisticsByBusiType', 'dadui');
    expect(env.data.length).toBeGreaterThanOrEqual(4);
    expect(env.data.every((r) => r.count > 0)).toBe(true);
    expect(env.data.map((r) => r.busiTypeName)).toContain('消防监督检查');
  });

  it('counts unread notices and pages through them', async () => {
    const unread = await get<{ notVisitedTotal: number }>('/sys/notice/getNotVisitedTotal', 'dadui');
    expect(unread.data.notVisitedTotal).toBeGreaterThanOrEqual(2);
    const page = await t.call<{ total: number; records: { visited: boolean }[] }>('POST', '/sys/notice/getReceivePage', {
      token: tokens.dadui,
      body: { current: 1, size: 50, visited: false },
    });
    expect(page.data.total).toBe(unread.data.notVisitedTotal);
    expect(page.data.records.every((r) => !r.visited)).toBe(true);
  });

  it('getZhifaryuan searches users by name, at most 20', async () => {
    const env = await get<{ userId: string; username: string; organName: string }[]>('/tw/lawOfficer/getZhifaryuan', 'dadui', { userName: '李明' });
    expect(env.data.some((r) => r.username === '李明辉' && r.organName === '深圳市福田区消防救援大队')).toBe(true);
    const all = await get<unknown[]>('/tw/lawOfficer/getZhifaryuan', 'dadui', { userName: '' });
    expect(all.data).toHaveLength(20);
  });

  it('getOnlineUser lists the logged-in users once each', async () => {
    const env = await get<{ userCode: string }[]>('/user/getOnlineUser', 'admin');
    const codes = env.data.map((r) => r.userCode);
    expect(codes).toEqual(expect.arrayContaining(['admin', 'dadui', 'paichusuo']));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('getAppQrcode returns the newest Android version; the package itself is not uploaded yet', async () => {
    const env = await t.call('GET', '/public/download/app/qrcode');
    expect(env).toMatchObject({ code: 0, data: { platform: 'android', version: '1.0.0', url: '/api/public/download/app/latest' } });
    const file = await t.call('GET', '/public/download/app/latest');
    expect(file.code).toBe(404);
  });
});
