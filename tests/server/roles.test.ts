/**
 * 角色管理 (11110). 三员分立 (issue 16): roles, grants and role members are the security administrator's
 * (anquan); the system administrator (admin) is refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { roleMenus, roles, userRoles, users } from '../../server/db/schema';
import { addRoleMembers, type MenuEntry } from '../../server/services/roles';
import type { RoleRow } from '../../server/entities/role.entity';
import { authenticate } from '../../server/auth/session';
import type { PersonalInfo } from '../../server/services/personal-info';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['anquan', 'admin', 'zhidui', 'jiedao']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

type Page<R> = { total: number; records: R[] };
type Detail = RoleRow & { pcMenuIds: number[]; appMenuIds: number[] };
const post = <T>(url: string, body: unknown, account = 'anquan') => t.call<T>('POST', url, { token: tokens[account], body });
const detail = (roleId: string) => t.call<Detail>('GET', '/role/details', { token: tokens.anquan, query: { roleId } });
const countRoles = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from roles where not deleted')).rows[0].n;
const userId = async (account: string) => (await t.db.select().from(users).where(eq(users.account, account)))[0].id;

describe('roles: create, read, update, delete', () => {
  let role: Detail;

  it('adds a role and lists it with its member count', async () => {
    const env = await post<Detail>('/role/add', { name: '测试角色', code: 'ceshiRole', description: '用于测试' });
    expect(env).toMatchObject({ code: 0, msg: '操作成功' });
    role = env.data;
    expect(role).toMatchObject({ name: '测试角色', builtIn: false, memberCount: 0, version: 1, pcMenuIds: [], appMenuIds: [] });
    const list = await post<Page<RoleRow>>('/role/list', { name: '测试', current: 1, size: 10 });
    expect(list.data.records.map((r) => r.roleId)).toEqual([role.roleId]);
    const all = await post<Page<RoleRow>>('/role/list', { size: 50 });
    expect(all.data.records[0]).toMatchObject({ code: 'admin', builtIn: true });
    expect(all.data.records.find((r) => r.roleId === 'r-dadui')!.memberCount).toBeGreaterThan(0);
  });

  it('adds a role with its grants in one transaction; a refused grant adds nothing', async () => {
    const env = await post<Detail>('/role/add', { name: '带权限角色', code: 'grantedRole', pcMenuIds: [11103], appMenuIds: [100] });
    expect(env.code).toBe(0);
    expect(env.data.pcMenuIds).toEqual(expect.arrayContaining([11000, 11100, 11101, 11103]));
    expect(env.data.appMenuIds).toEqual([1, 100]);
    expect(env.data.allows).toEqual(expect.arrayContaining(['edit', 'delete', 'grant']));
    const before = await countRoles();
    expect(await post('/role/add', { name: '越权角色', code: 'beyondRole', pcMenuIds: [11911] })).toMatchObject({ code: 400, msg: '三员分立：日志查看只属于审计管理员，不能授予其他角色' });
    expect(await countRoles()).toBe(before);
    expect((await t.db.select().from(roles).where(eq(roles.code, 'beyondRole'))).length).toBe(0);
  });

  it('tells each row what the caller may do: built-in roles are not removed, the three roles’ grants are fixed', async () => {
    const list = await post<Page<RoleRow>>('/role/list', { size: 50 });
    const byId = new Map(list.data.records.map((r) => [r.roleId, r]));
    expect(byId.get('r-admin')!.allows).not.toContain('delete');
    expect(byId.get('r-admin')!.allows).not.toContain('grant');
    expect(byId.get('r-shenji')!.allows).not.toContain('grant');
    expect(byId.get('r-jiedao')!.allows).toEqual(expect.arrayContaining(['edit', 'grant']));
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await countRoles();
    expect(await post('/role/add', { name: '', code: 'x1' })).toMatchObject({ code: 400, msg: '角色名称不能为空' });
    expect(await post('/role/add', { name: '某角色', code: '1abc' })).toMatchObject({ code: 400, msg: '角色编码格式不正确' });
    expect(await post('/role/add', { name: '测试角色', code: 'other' })).toMatchObject({ code: 400, msg: '角色名称测试角色已存在' });
    expect(await countRoles()).toBe(before);
  });

  it('updates with the version read; a stale version gets 409', async () => {
    const env = await post<Detail>('/role/update', { roleId: role.roleId, version: 1, name: '测试角色二', code: 'ceshiRole', description: null });
    expect(env.data).toMatchObject({ name: '测试角色二', description: null, version: 2 });
    expect(await post('/role/update', { roleId: role.roleId, version: 1, name: 'x', code: 'ceshiRole' })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
  });

  it('deletes one role; bulk delete is all or nothing and spares built-in roles', async () => {
    const other = (await post<Detail>('/role/add', { name: '临时角色', code: 'tempRole' })).data;
    const refused = await post('/role/removeBatch', { ids: [other.roleId, 'r-admin'] });
    expect(refused).toMatchObject({ code: 400, msg: '内置角色系统管理员不能删除' });
    expect((await detail(other.roleId)).code).toBe(0);
    expect((await post('/role/removeBatch', { ids: [other.roleId] })).code).toBe(0);
    expect((await post('/role/remove', { roleId: role.roleId })).code).toBe(0);
    expect((await detail(role.roleId)).code).toBe(404);
  });

  it('refuses a user without the menu or the button (403)', async () => {
    expect((await post('/role/list', {}, 'zhidui')).code).toBe(403);
    expect((await t.call('GET', '/role/details', { token: tokens.zhidui, query: { roleId: 'r-jiedao' } })).code).toBe(403);
    expect((await post('/role/add', { name: 'x', code: 'x' }, 'zhidui')).code).toBe(403);
    expect((await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'pc', menuIds: [] }, 'zhidui')).code).toBe(403);
  });

  it('explains every role by name and description to any logged-in user', async () => {
    const env = await t.call<{ roleName: string; description: string | null }[]>('GET', '/role/explanation', { token: tokens.jiedao });
    expect(env.data.map((r) => r.roleName)).toContain('街道网格员');
  });
});

describe('roles: members and grants', () => {
  it('lists the whole menu catalogue with level and kind', async () => {
    const env = await t.call<MenuEntry[]>('GET', '/role/menuTree', { token: tokens.anquan });
    const byId = new Map(env.data.map((m) => [m.menuId, m]));
    expect(byId.get(11101)).toMatchObject({ title: '用户管理', kind: 'menu', parentId: 11100 });
    expect(byId.get(11103)).toMatchObject({ kind: 'button', parentId: 11101 });
  });

  it('adds and removes members', async () => {
    const role = (await post<Detail>('/role/add', { name: '成员测试', code: 'memberRole' })).data;
    const ids = [await userId('jiedao'), await userId('zhidui')];
    expect((await post('/role/addUser', { roleId: role.roleId, userIds: ids })).code).toBe(0);
    const members = await post<Page<{ account: string }>>('/role/users', { roleId: role.roleId });
    expect(members.data.records.map((m) => m.account).sort()).toEqual(['jiedao', 'zhidui']);
    expect((await post('/role/deleteUser', { roleId: role.roleId, userIds: [ids[1]] })).code).toBe(0);
    expect((await post<Page<unknown>>('/role/users', { roleId: role.roleId })).data.total).toBe(1);
  });

  it('granting a menu shows it in a member’s personal info after login', async () => {
    const before = await t.call<PersonalInfo>('GET', '/user/getPersonalInfo', { token: tokens.jiedao });
    expect(before.data.menuIds).not.toContain(11101);
    const current = (await detail('r-jiedao')).data.pcMenuIds;
    const granted = await post<number[]>('/role/grantMenus', { roleId: 'r-jiedao', client: 'pc', menuIds: [...current, 11103] });
    // The button's screen and its ancestors come with it.
    expect(granted.data).toEqual(expect.arrayContaining([11000, 11100, 11101, 11103]));
    const token = await t.login('jiedao');
    const after = await t.call<PersonalInfo>('GET', '/user/getPersonalInfo', { token });
    expect(after.data.menuIds).toEqual(expect.arrayContaining([11000, 11100, 11101]));
    expect(after.data.buttonIds).toContain(11103);
    expect((await detail('r-jiedao')).data.pcMenuIds).toContain(11103);
  });

  it('grants the app client separately and replaces the set in one go', async () => {
    await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'app', menuIds: [100] });
    const d = (await detail('r-jiedao')).data;
    expect(d.appMenuIds).toEqual([1, 100]);
    expect(d.pcMenuIds).toContain(11103);
    await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'app', menuIds: [] });
    expect((await detail('r-jiedao')).data.appMenuIds).toEqual([]);
  });

  it('refuses an unknown menu and the administrator role, changing nothing', async () => {
    const before = await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, 'r-jiedao'));
    expect(await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'pc', menuIds: [100, 987654] })).toMatchObject({ code: 400, msg: '菜单987654不存在' });
    expect((await post('/role/grantMenus', { roleId: 'r-admin', client: 'pc', menuIds: [100] })).code).toBe(400);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, 'r-jiedao'))).toHaveLength(before.length);
  });
});

describe('roles: 三员分立 (the security administrator, not the system administrator)', () => {
  it('refuses the system administrator every role, grant and member route, and lock/unlock, changing nothing', async () => {
    const before = await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, 'r-jiedao'));
    const roleCount = await countRoles();
    const jiedao = await userId('jiedao');
    const refused = [
      ['/role/list', {}],
      ['/role/add', { name: '管理员角色', code: 'adminMade' }],
      ['/role/grantMenus', { roleId: 'r-jiedao', client: 'pc', menuIds: [100] }],
      ['/role/addUser', { roleId: 'r-dadui', userIds: [jiedao] }],
      ['/role/deleteUser', { roleId: 'r-jiedao', userIds: [jiedao] }],
      ['/user/freeze', { userIds: [jiedao], frozen: true }],
      ['/user/unlockLogin', { userIds: [jiedao] }],
    ] as const;
    for (const [url, body] of refused) expect((await post(url, body, 'admin')).code, url).toBe(403);
    expect(await post('/role/list', {}, 'admin')).toMatchObject({ code: 403, msg: '您没有「角色管理」的权限' });
    expect(await post('/user/freeze', { userIds: [jiedao], frozen: true }, 'admin')).toMatchObject({ code: 403, msg: '您没有「用户管理-冻结」的权限' });
    expect((await t.call('GET', '/role/details', { token: tokens.admin, query: { roleId: 'r-jiedao' } })).code).toBe(403);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, 'r-jiedao'))).toHaveLength(before.length);
    expect(await countRoles()).toBe(roleCount);
    expect((await t.db.select().from(users).where(eq(users.id, jiedao)))[0].state).toBe('active');
  });

  it('lets the security administrator freeze, unfreeze and unlock while the system administrator keeps the users', async () => {
    const jiedao = await userId('jiedao');
    expect((await post('/user/page', { current: 1, size: 10 }, 'admin')).code).toBe(0);
    expect((await post('/user/freeze', { userIds: [jiedao], frozen: true })).code).toBe(0);
    expect((await post('/user/freeze', { userIds: [jiedao], frozen: false })).code).toBe(0);
    expect((await post('/user/unlockLogin', { userIds: [jiedao] })).code).toBe(0);
  });

  it('shows 角色管理 and 冻结 in the security administrator’s menus, not in the system administrator’s', async () => {
    const info = async (account: string) => (await t.call<PersonalInfo>('GET', '/user/getPersonalInfo', { token: tokens[account] })).data;
    const admin = await info('admin');
    expect(admin.menuIds).toContain(11101);
    expect(admin.menuIds).not.toContain(11110);
    expect(admin.buttonIds).not.toContain(11103);
    expect(admin.buttonIds).not.toContain(11111);
    const anquan = await info('anquan');
    expect(anquan.menuIds).toEqual(expect.arrayContaining([11100, 11101, 11110]));
    expect(anquan.buttonIds).toEqual(expect.arrayContaining([11103, 11111, 11112, 11113]));
    expect(anquan.menuIds).not.toContain(11900);
  });

  it('keeps the three roles’ grants fixed and 日志查看 for the audit administrator alone', async () => {
    const before = await t.db.select().from(roleMenus).where(inArray(roleMenus.roleId, ['r-admin', 'r-anquan', 'r-shenji', 'r-jiedao']));
    expect(await post('/role/grantMenus', { roleId: 'r-shenji', client: 'pc', menuIds: [11101] })).toMatchObject({ code: 400, msg: '三员分立：审计管理员角色的权限固定，不可修改' });
    expect((await post('/role/grantMenus', { roleId: 'r-anquan', client: 'pc', menuIds: [11900] })).code).toBe(400);
    expect(await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'pc', menuIds: [11911] })).toMatchObject({ code: 400, msg: '三员分立：日志查看只属于审计管理员，不能授予其他角色' });
    expect(await t.db.select().from(roleMenus).where(inArray(roleMenus.roleId, ['r-admin', 'r-anquan', 'r-shenji', 'r-jiedao']))).toHaveLength(before.length);
  });

  it('lets only the security administrator change who holds one of the three roles, never removing herself', async () => {
    const delegate = (await post<Detail>('/role/add', { name: '角色代管', code: 'roleDelegate' })).data;
    await post('/role/grantMenus', { roleId: delegate.roleId, client: 'pc', menuIds: [11110, 11113] });
    await post('/role/addUser', { roleId: delegate.roleId, userIds: [await userId('zhidui')] });
    const zhidui = await t.login('zhidui');
    tokens.delegate = zhidui;
    expect(await post('/role/addUser', { roleId: 'r-admin', userIds: [await userId('zhidui')] }, 'delegate')).toMatchObject({ code: 403, msg: '只有安全管理员可以管理三员角色的成员' });
    expect(await post('/role/deleteUser', { roleId: 'r-anquan', userIds: ['u-anquan'] })).toMatchObject({ code: 400, msg: '不能移除本人的安全管理员角色' });
    expect((await t.db.select().from(userRoles).where(eq(userRoles.roleId, 'r-anquan'))).map((r) => r.userId)).toContain('u-anquan');
  });

  it('holds under concurrent grants: of many simultaneous grants of the three roles to one account, one wins', async () => {
    const fresh = (await t.call<{ userId: string }>('POST', '/user/add', { token: tokens.admin, body: { account: 'bingfa01', name: '并发甲', organId: 'o-0001' } })).data.userId;
    const calls = [
      ...Array.from({ length: 4 }, () => post('/role/addUser', { roleId: 'r-anquan', userIds: [fresh] })),
      ...Array.from({ length: 4 }, () => post('/role/addUser', { roleId: 'r-shenji', userIds: [fresh] })),
      ...Array.from({ length: 4 }, () => post('/role/addUser', { roleId: 'r-admin', userIds: [fresh] })),
    ];
    const replies = await Promise.all(calls);
    expect(replies.every((r) => r.code === 0 || r.msg === '三员分立：系统管理员、安全管理员、审计管理员不能由同一账号兼任')).toBe(true);
    const held = await t.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, fresh), inArray(roles.code, ['admin', 'securityAdmin', 'auditAdmin'])));
    expect(held).toHaveLength(1);
  });

  it('holds when the user form replaces the roles while a member is added at the same moment', async () => {
    const fresh = (await t.call<{ userId: string }>('POST', '/user/add', { token: tokens.admin, body: { account: 'bingfa02', name: '并发乙', organId: 'o-0001' } })).data.userId;
    const update = t.call('POST', '/user/update', { token: tokens.admin, body: { userId: fresh, version: 1, account: 'bingfa02', name: '并发乙', organId: 'o-0001', roleIds: ['r-admin'] } });
    const adds = Array.from({ length: 4 }, () => post('/role/addUser', { roleId: 'r-shenji', userIds: [fresh] }));
    const [updated] = await Promise.all([update, ...adds]);
    // The user form may not give a 三员 role: that is the security administrator's, on the role's members.
    expect(updated).toMatchObject({ code: 403, msg: '只有安全管理员可以管理三员角色的成员' });
    const held = await t.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, fresh), inArray(roles.code, ['admin', 'securityAdmin', 'auditAdmin'])));
    expect(held).toHaveLength(1);
  });

  it('holds when the service is entered concurrently (each check and insert serialized on the user’s row)', async () => {
    const fresh = (await t.call<{ userId: string }>('POST', '/user/add', { token: tokens.admin, body: { account: 'bingfa03', name: '并发丙', organId: 'o-0001' } })).data.userId;
    const me = await authenticate(t.db, tokens.anquan);
    const results = await Promise.allSettled(['r-anquan', 'r-shenji', 'r-admin', 'r-shenji', 'r-anquan', 'r-admin'].map((roleId) => addRoleMembers(t.db, me, roleId, [fresh])));
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.message === '三员分立：系统管理员、安全管理员、审计管理员不能由同一账号兼任')).toBe(true);
    const held = await t.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, fresh), inArray(roles.code, ['admin', 'securityAdmin', 'auditAdmin'])));
    expect(held).toHaveLength(1);
  });
});
