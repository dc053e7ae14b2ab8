/**
 * Issue 16 (MLPS level 3): login successes and failures, lockouts, logouts, grant changes, freezing and
 * exports each write an operation record with who, when, from where, what and the outcome.
 */
import { and, desc, eq } from 'drizzle-orm';
import { captchas, operationRecords, users } from '../../server/db/schema';
import { isAudited } from '../../server/http/audit';
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'anquan']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const lastOf = async (operationId: string) =>
  (await t.db.select().from(operationRecords).where(eq(operationRecords.operationId, operationId)).orderBy(desc(operationRecords.seq)).limit(1))[0];
async function solvedCaptcha(): Promise<Record<string, string>> {
  const { data } = await t.call<{ key: string }>('GET', '/getVerifyCode');
  const [row] = await t.db.select().from(captchas).where(eq(captchas.key, data.key));
  return { 'captcha-key': data.key, 'captcha-value': row.text };
}
/** Who, when (just now), from where: the parts every record carries. */
const recent = (row: { createdAt: Date }) => Date.now() - row.createdAt.getTime() < 60_000;

describe('the audit trail (who, when, from where, what, outcome)', () => {
  it('records a login success and a failure', async () => {
    await t.login('dadui');
    expect(await lastOf('login')).toMatchObject({ outcome: 'success', userName: expect.any(String), userId: expect.any(String), target: 'dadui', ip: '127.0.0.1', url: '/api/login' });
    await t.call('POST', '/login', { body: { account: 'dadui', password: 'Wrong@123' } });
    const failure = await lastOf('login');
    expect(failure).toMatchObject({ outcome: 'failure', target: 'dadui', ip: '127.0.0.1', message: expect.stringContaining('账号或密码错误') });
    expect(recent(failure)).toBe(true);
  });

  it('records the lockout, naming the account and the lock', async () => {
    await t.db.update(users).set({ failedLogins: 4 }).where(eq(users.account, 'paichusuo'));
    const env = await t.call('POST', '/login', { body: { account: 'paichusuo', password: 'Wrong@123' }, headers: await solvedCaptcha() });
    expect(env.code).toBe(423);
    expect(await lastOf('login')).toMatchObject({ outcome: 'failure', target: 'paichusuo', ip: '127.0.0.1', message: env.msg });
    expect(env.msg).toMatch(/账号已锁定/);
  });

  it('records the logout with who logged out', async () => {
    const token = await t.login('jiedao');
    expect((await t.call('POST', '/logout', { token })).code).toBe(0);
    const row = await lastOf('logout');
    expect(row).toMatchObject({ outcome: 'success', userName: expect.any(String), target: 'jiedao', ip: '127.0.0.1' });
    expect(recent(row)).toBe(true);
  });

  it('records grant changes, members and freezing by the security administrator, and the refusal of admin', async () => {
    const post = (url: string, body: unknown, account = 'anquan') => t.call('POST', url, { token: tokens[account], body });
    await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'app', menuIds: [100] });
    expect(await lastOf('grantRoleMenus')).toMatchObject({ outcome: 'success', userName: '周安全', target: 'r-jiedao', detail: 'App端2项', ip: '127.0.0.1', menuId: 11110 });
    const [jiedao] = await t.db.select().from(users).where(eq(users.account, 'jiedao'));
    await post('/role/addUser', { roleId: 'r-zhidui', userIds: [jiedao.id] });
    expect(await lastOf('addRoleMembers')).toMatchObject({ outcome: 'success', target: 'r-zhidui', detail: 'jiedao' });
    await post('/role/deleteUser', { roleId: 'r-zhidui', userIds: [jiedao.id] });
    expect(await lastOf('removeRoleMembers')).toMatchObject({ outcome: 'success', target: 'r-zhidui', detail: 'jiedao' });
    await post('/user/freeze', { userIds: [jiedao.id], frozen: true });
    expect(await lastOf('freezeUsers')).toMatchObject({ outcome: 'success', target: 'jiedao', detail: '冻结' });
    await post('/user/freeze', { userIds: [jiedao.id], frozen: false });
    await post('/role/grantMenus', { roleId: 'r-jiedao', client: 'app', menuIds: [] }, 'admin');
    expect(await lastOf('grantRoleMenus')).toMatchObject({ outcome: 'failure', userName: '系统管理员', message: '您没有「角色管理-编辑」的权限' });
  });

  it('audits every export route, and an export writes who exported what', async () => {
    const exports = allRoutes.filter((r) => /export/i.test(r.operationId) || /export/i.test(r.url));
    expect(exports.length).toBeGreaterThan(5);
    expect(exports.filter((r) => !isAudited(r)).map((r) => r.operationId)).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/export', headers: { token: tokens.admin }, payload: { account: 'dadui' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const row = await lastOf('exportUsers');
    expect(row).toMatchObject({ outcome: 'success', userName: '系统管理员', ip: '127.0.0.1', url: '/api/user/export' });
    expect(recent(row)).toBe(true);
    const [any] = await t.db.select().from(operationRecords).where(and(eq(operationRecords.operationId, 'exportUsers'), eq(operationRecords.outcome, 'success')));
    expect(any).toBeTruthy();
  });
});
