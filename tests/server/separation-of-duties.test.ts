/** 三员分立 (issue 16): the security and audit administrators exist, hold only their duties, and no account may hold two. */
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'anquan', 'shenji']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const post = (account: string, url: string, body: unknown = {}) => t.call('POST', url, { token: tokens[account], body });

describe('三员分立', () => {
  it('gives the audit administrator the audit log (read, export, verify) and nothing else', async () => {
    expect((await post('shenji', '/OperationRecord/page', { current: 1, size: 10 })).code).toBe(0);
    expect((await post('shenji', '/OperationRecord/verify')).code).toBe(0);
    const exported = await t.app.inject({ method: 'POST', url: '/api/OperationRecord/export', headers: { token: tokens.shenji }, payload: {} });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect((await post('shenji', '/user/page', { current: 1, size: 10 })).code).toBe(403);
    expect((await post('shenji', '/role/list', { current: 1, size: 10 })).code).toBe(403);
  });

  it('gives the security administrator roles and grants, not the audit log', async () => {
    expect((await post('anquan', '/role/list', { current: 1, size: 10 })).code).toBe(0);
    expect((await post('admin', '/role/list', { current: 1, size: 10 })).code).toBe(403);
    expect((await post('anquan', '/OperationRecord/page', { current: 1, size: 10 })).code).toBe(403);
  });

  it('tells the user form which roles the caller may give: the 三员 roles to the security administrator only', async () => {
    type Explained = { roleId: string; assignable: boolean }[];
    const assignable = async (account: string) =>
      Object.fromEntries(((await t.call<Explained>('GET', '/role/explanation', { token: tokens[account] })).data ?? []).map((r) => [r.roleId, r.assignable]));
    const admin = await assignable('admin');
    expect([admin['r-admin'], admin['r-anquan'], admin['r-shenji'], admin['r-dadui']]).toEqual([false, false, false, true]);
    const anquan = await assignable('anquan');
    expect([anquan['r-admin'], anquan['r-anquan'], anquan['r-shenji'], anquan['r-dadui']]).toEqual([true, true, true, true]);
  });

  it('refuses giving one account two of the three roles, on every path, and changes nothing', async () => {
    const before = await t.db.select().from(userRoles).where(eq(userRoles.userId, 'u-shenji'));
    // Role members are the security administrator's; she cannot make the audit administrator a system administrator either.
    const viaRole = await post('anquan', '/role/addUser', { roleId: 'r-admin', userIds: ['u-shenji'] });
    expect(viaRole).toMatchObject({ code: 400, msg: '三员分立：系统管理员、安全管理员、审计管理员不能由同一账号兼任' });
    const viaSecurity = await post('anquan', '/role/addUser', { roleId: 'r-anquan', userIds: ['u-shenji'] });
    expect(viaSecurity.code).toBe(400);
    const created = await post('admin', '/user/add', { account: 'sanyuan', name: '兼任者', organId: 'o-0001', roleIds: ['r-anquan', 'r-shenji'] });
    expect(created).toMatchObject({ code: 400, msg: '三员分立：系统管理员、安全管理员、审计管理员不能由同一账号兼任' });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, 'u-shenji'))).toEqual(before);
    // One of them alone is the security administrator's to give, on the role's members, not through the user form.
    const viaForm = await post('admin', '/user/add', { account: 'shenji2', name: '审计二', organId: 'o-0001', roleIds: ['r-shenji'] });
    expect(viaForm).toMatchObject({ code: 403, msg: '只有安全管理员可以管理三员角色的成员' });
    expect(await t.db.select().from(users).where(eq(users.account, 'shenji2'))).toEqual([]);
    const plain = await post('admin', '/user/add', { account: 'shenji2', name: '审计二', organId: 'o-0001', roleIds: ['r-dadui'] });
    expect(plain.code).toBe(0);
    expect((await post('anquan', '/role/addUser', { roleId: 'r-shenji', userIds: [(plain.data as { userId: string }).userId] })).code).toBe(0);
  });

  it('keeps the system administrator from taking a 三员 role away through the user form', async () => {
    const [shenji] = await t.db.select().from(users).where(eq(users.account, 'shenji'));
    const update = await post('admin', '/user/update', { userId: shenji.id, version: shenji.version, account: 'shenji', name: shenji.name, organId: shenji.organId, roleIds: [] });
    expect(update).toMatchObject({ code: 403, msg: '只有安全管理员可以管理三员角色的成员' });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, shenji.id))).not.toEqual([]);
  });
});
