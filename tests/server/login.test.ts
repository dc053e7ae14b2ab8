import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { users, captchas } from '../../server/db/schema';
import { lockedMessage } from '../../server/auth/login';
import { SettingKey, writeSetting } from '../../server/services/settings';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

type LoginData = { token: string; userId: string; userCode: string; name: string; unitId: string; needChangePassword: boolean };
const login = (account: string, password: string, headers?: Record<string, string>) =>
  t.call<LoginData>('POST', '/login', { body: { account, password }, headers });
/** A fresh captcha and its answer, read from the table as a person would read the image. */
async function solvedCaptcha(): Promise<Record<string, string>> {
  const { data } = await t.call<{ key: string }>('GET', '/getVerifyCode');
  const [row] = await t.db.select().from(captchas).where(eq(captchas.key, data.key));
  return { 'captcha-key': data.key, 'captcha-value': row.text };
}
/** A login attempt that solves the captcha the server demands after the first failures. */
const attempt = async (account: string, password: string) => login(account, password, await solvedCaptcha());
const userRow = async (account: string) => (await t.db.select().from(users).where(eq(users.account, account)))[0];

describe('POST /api/login', () => {
  it('returns a token whose audience is [userId, userCode, name, unitId] in that order', async () => {
    const env = await login('dadui', 'Fire@2026');
    expect(env.code).toBe(0);
    const row = await userRow('dadui');
    expect(env.data).toMatchObject({ userId: row.id, userCode: 'dadui', name: row.name, unitId: row.organId, needChangePassword: false });
    const claims = decodeJwt(env.data.token);
    expect(claims.aud).toEqual([row.id, 'dadui', row.name, row.organId]);
    expect(claims.jti).toBeTruthy();
    expect((await userRow('dadui')).lastLoginAt).not.toBeNull();
  });

  it('trims the account', async () => {
    const env = await login(' admin ', 'Fire@2026');
    expect(env.code).toBe(0);
    expect(env.data.userCode).toBe('admin');
  });

  it('says how many tries remain after a wrong password, and success resets the count', async () => {
    const first = await login('fazhi', 'wrong-password');
    expect(first).toMatchObject({ code: 400, msg: '账号或密码错误，还可尝试4次' });
    const second = await login('fazhi', 'wrong-password');
    expect(second.msg).toBe('账号或密码错误，还可尝试3次');
    expect((await userRow('fazhi')).failedLogins).toBe(2);
    expect((await attempt('fazhi', 'Fire@2026')).code).toBe(0);
    expect((await userRow('fazhi')).failedLogins).toBe(0);
  });

  it('locks the account for 10 minutes on the 5th consecutive failure, even for the right password', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt('zhidui', 'nope')).code).toBe(400);
    const before = Date.now();
    const fifth = await attempt('zhidui', 'nope');
    expect(fifth.code).toBe(423);
    const until = new Date((fifth.data as unknown as { lockedUntil: string }).lockedUntil);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(until.getTime() - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(fifth.msg).toBe(lockedMessage(until));
    expect(fifth.msg).toMatch(/^登录失败次数过多，账号已锁定，请于\d{2}:\d{2}后重试$/);

    const right = await attempt('zhidui', 'Fire@2026');
    expect(right.code).toBe(423);
    expect(right.msg).toBe(fifth.msg);

    // Time passes: the lock runs out.
    await t.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.account, 'zhidui'));
    const after = await attempt('zhidui', 'Fire@2026');
    expect(after.code).toBe(0);
    const row = await userRow('zhidui');
    expect(row.failedLogins).toBe(0);
    expect(row.lockedUntil).toBeNull();
  });

  it('counts again from zero once a lock has run out', async () => {
    await t.db.update(users).set({ failedLogins: 5, lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.account, 'jiedao'));
    const env = await attempt('jiedao', 'bad');
    expect(env.msg).toBe('账号或密码错误，还可尝试4次');
  });

  it('refuses a frozen user with 403 and the spec message', async () => {
    await t.db.update(users).set({ state: 'frozen' }).where(eq(users.account, 'paichusuo'));
    const env = await login('paichusuo', 'Fire@2026');
    expect(env).toMatchObject({ code: 403, msg: '账号已被冻结，请联系管理员' });
    await t.db.update(users).set({ state: 'active' }).where(eq(users.account, 'paichusuo'));
  });

  it('answers an unknown account like a wrong password, without creating a row', async () => {
    const env = await login('nobody-here', 'whatever');
    expect(env).toMatchObject({ code: 400, msg: '账号或密码错误，还可尝试4次' });
    expect(await userRow('nobody-here')).toBeUndefined();
  });

  it('names the field when the account is empty', async () => {
    const env = await t.call('POST', '/login', { body: { password: 'x' } });
    expect(env).toMatchObject({ code: 400, msg: '账号不能为空' });
  });

  it('asks for a password change when the password is initial or too old', async () => {
    await t.db.update(users).set({ passwordIsInitial: true }).where(eq(users.account, 'dadui'));
    expect((await login('dadui', 'Fire@2026')).data.needChangePassword).toBe(true);
    await t.db
      .update(users)
      .set({ passwordIsInitial: false, passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(users.account, 'dadui'));
    expect((await login('dadui', 'Fire@2026')).data.needChangePassword).toBe(true);
    await t.db.update(users).set({ passwordChangedAt: new Date() }).where(eq(users.account, 'dadui'));
    expect((await login('dadui', 'Fire@2026')).data.needChangePassword).toBe(false);
  });
});

describe('captcha', () => {
  beforeAll(async () => {
    await writeSetting(t.db, SettingKey.captchaEnabled, true);
  });
  afterAll(async () => {
    await writeSetting(t.db, SettingKey.captchaEnabled, false);
  });

  it('getVerifyCode returns an svg and a key, and says whether every login needs one', async () => {
    const env = await t.call<{ enabled: boolean; key: string; svg: string }>('GET', '/getVerifyCode');
    expect(env.code).toBe(0);
    expect(env.data.enabled).toBe(true);
    expect(env.data.svg).toMatch(/^<svg/);
    expect(env.data.key).toBeTruthy();
  });

  it('refuses a login without or with a wrong captcha, and accepts the right one only once', async () => {
    expect((await login('admin', 'Fire@2026')).msg).toBe('验证码错误或已过期，请重新输入');
    const { data } = await t.call<{ key: string }>('GET', '/getVerifyCode');
    const [row] = await t.db.select().from(captchas).where(eq(captchas.key, data.key));
    const wrong = await login('admin', 'Fire@2026', { 'captcha-key': data.key, 'captcha-value': row.text === 'abcd' ? 'abce' : 'abcd' });
    expect(wrong.code).toBe(400);
    // A captcha is single-use: even the right text fails after a wrong try.
    expect((await login('admin', 'Fire@2026', { 'captcha-key': data.key, 'captcha-value': row.text })).code).toBe(400);

    const next = await t.call<{ key: string }>('GET', '/getVerifyCode');
    const [fresh] = await t.db.select().from(captchas).where(eq(captchas.key, next.data.key));
    const ok = await login('admin', 'Fire@2026', { 'captcha-key': next.data.key, 'captcha-value': fresh.text.toUpperCase() });
    expect(ok.code).toBe(0);
  });

  it('refuses an expired captcha', async () => {
    const { data } = await t.call<{ key: string }>('GET', '/getVerifyCode');
    const [row] = await t.db.select().from(captchas).where(eq(captchas.key, data.key));
    await t.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.key, data.key));
    const env = await login('admin', 'Fire@2026', { 'captcha-key': data.key, 'captcha-value': row.text });
    expect(env.code).toBe(400);
  });
});
