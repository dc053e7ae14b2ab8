/**
 * A person on an initial or expired password must change it before anything else: the administrator sees
 * the initial password once (新增用户, 初始化密码), the person's other calls answer 428 naming why until
 * they changed it; demo accounts, whose password is set, are never stopped.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const counts = (token: string) => t.call('GET', '/flow/runtime/task/getStatisticsByBusiType', { token });
const NEW_PASSWORD = 'Xf@Change2026';

describe('the change of an initial or expired password comes first', () => {
  it('shows the initial password once, then lets its holder do nothing but change it', async () => {
    const [futian] = await t.db.select().from(users).where(eq(users.account, 'dadui'));
    const added = await t.call<{ userId: string; initialPassword: string }>('POST', '/user/add', { token: admin, body: { account: 'chushi01', name: '初始密码用户', organId: futian.organId, roleIds: ['r-dadui'] } });
    expect(added.code).toBe(0);
    expect(added.data.initialPassword).toBeTruthy();
    const detail = await t.call<Record<string, unknown>>('GET', '/user/detail', { token: admin, query: { userId: added.data.userId } });
    expect(detail.data).not.toHaveProperty('initialPassword');

    const token = await t.login('chushi01', added.data.initialPassword);
    expect(await counts(token)).toMatchObject({ code: 428, msg: '您正在使用初始密码，为了安全请先修改密码', data: null });
    // What the change-password page and the shell need still answers.
    expect((await t.call('GET', '/user/getPersonalInfo', { token })).code).toBe(0);
    expect((await t.call('GET', '/passwordPolicy', { token })).code).toBe(0);
    expect((await t.call('POST', '/updatePassword', { token, body: { oldPassword: added.data.initialPassword, newPassword: NEW_PASSWORD } })).code).toBe(0);
    expect((await counts(token)).code).toBe(0);

    // 初始化密码 shows it again, once, and the person is stopped again.
    const reset = await t.call<{ initialPassword: string }>('POST', '/user/initPassword', { token: admin, body: { userIds: [added.data.userId] } });
    expect(reset.data.initialPassword).toBe(added.data.initialPassword);
    const again = await t.login('chushi01', reset.data.initialPassword);
    expect((await counts(again)).code).toBe(428);
  });

  it('stops an expired password with its own message, and never a demo account', async () => {
    const dadui = await t.login('dadui');
    expect((await counts(dadui)).code).toBe(0);
    await t.db.update(users).set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(users.account, 'dadui'));
    expect(await counts(dadui)).toMatchObject({ code: 428, msg: '您的密码已过期，为了安全请先修改密码' });
    await t.db.update(users).set({ passwordChangedAt: new Date() }).where(eq(users.account, 'dadui'));
    expect((await counts(dadui)).code).toBe(0);
  });
});

describe('the password policy the change-password form checks', () => {
  it('is the one configured in 系统配置, for any signed-in user', async () => {
    const dadui = await t.login('dadui');
    expect((await t.call('GET', '/passwordPolicy', { token: dadui })).data).toEqual({ minLength: 8, maxLength: 32, minClasses: 3 });
    const config = (await t.call<Record<string, unknown>>('GET', '/sys/config/detail', { token: admin })).data;
    const { id: _id, ...body } = config;
    expect((await t.call('POST', '/sys/config/update', { token: admin, body: { ...body, passwordMinLength: 12, passwordMinClasses: 4, initialPassword: 'Init@Pass2026x' } })).code).toBe(0);
    expect((await t.call('GET', '/passwordPolicy', { token: dadui })).data).toEqual({ minLength: 12, maxLength: 32, minClasses: 4 });
    expect((await t.call('GET', '/passwordPolicy', {})).code).toBe(408);
  });
});
