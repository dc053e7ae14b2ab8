import { eq } from 'drizzle-orm';
import { roleMenus, users } from '../../server/db/schema';
import type { MenuEntry, RoleRow } from '../../server/services/roles';
import type { PersonalInfo } from '../../server/services/personal-info';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'zhidui', 'jiedao']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

type Page<R> = { total: number; records: R[] };
type Detail = RoleRow & { pcMenuIds: number[]; appMenuIds: number[] };
const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const detail = (roleId: string) => t.call<Detail>('GET', '/role/details', { token: tokens.admin, query: { roleId } });
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
    const refused = await post('/role/removeBatch', { roleIds: [other.roleId, 'r-admin'] });
    expect(refused).toMatchObject({ code: 400, msg: '内置角色系统管理员不能删除' });
    expect((await detail(other.roleId)).code).toBe(0);
    expect((await post('/role/removeBatch', { roleIds: [other.roleId] })).code).toBe(0);
    expect((await post('/role/remove', { roleId: role.roleId })).code).toBe(0);
    expect((await detail(role.roleId)).code).toBe(404);
  });

  it('refuses a user without the menu or the button (403)', async () => {
    expect((await post('/role/list', {}, 'zhidui')).code).toBe(403);
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
    const env = await t.call<MenuEntry[]>('GET', '/role/menuTree', { token: tokens.admin });
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
