/**
 * Issue 16: D1 (a burst of wrong passwords checks at most the lock threshold, and a right password
 * during the lock is refused), D8 (captcha after the first two failures of an account; /api/login
 * limited per address and per account with code 429).
 */
import { eq } from 'drizzle-orm';
import { captchas, users } from '../../server/db/schema';
import * as password from '../../server/auth/password';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (account: string, pass: string, headers?: Record<string, string>) =>
  t.call<unknown>('POST', '/login', { body: { account, password: pass }, headers });

async function solvedCaptcha(): Promise<Record<string, string>> {
  const { data } = await t.call<{ key: string }>('GET', '/getVerifyCode');
  const [row] = await t.db.select().from(captchas).where(eq(captchas.key, data.key));
  return { 'captcha-key': data.key, 'captcha-value': row.text };
}

describe('D1: the lockout holds under a burst', () => {
  it('checks at most 5 passwords of 40 concurrent wrong ones; the right one placed 35th is refused', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    // Each attempt brings its own solved captcha, so only the lock decides.
    const headers = await Promise.all(Array.from({ length: 40 }, () => solvedCaptcha()));
    const burst = await Promise.all(
      headers.map((h, i) => login('fazhi', i === 34 ? 'Fire@2026' : `Wrong@${i}`, h)),
    );
    const checked = verify.mock.calls.length;
    verify.mockRestore();
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    // Each checked wrong password but the last answers with the tries left.
    expect(burst.filter((e) => e.code === 400)).toHaveLength(4);
    expect(burst[34].code).toBe(423);
    expect(burst.filter((e) => e.code === 0)).toHaveLength(0);
    expect(burst.filter((e) => e.code === 423).length).toBeGreaterThanOrEqual(35);
    const [row] = await t.db.select().from(users).where(eq(users.account, 'fazhi'));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row.failedLogins).toBe(5);
    // The right password while locked: refused, and the lock is not lifted.
    const right = await login('fazhi', 'Fire@2026', await solvedCaptcha());
    expect(right.code).toBe(423);
    const [after] = await t.db.select().from(users).where(eq(users.account, 'fazhi'));
    expect(after.lockedUntil).toEqual(row.lockedUntil);
  });
});

describe('D8: captcha after two failures', () => {
  it('demands the captcha from the third attempt of an account, then accepts a solved one', async () => {
    expect((await login('dadui', 'bad-1')).code).toBe(400);
    expect((await login('dadui', 'bad-2')).msg).toBe('账号或密码错误，还可尝试3次');
    const third = await login('dadui', 'Fire@2026');
    expect(third).toMatchObject({ code: 400, msg: '登录失败次数较多，请输入验证码', data: { captchaRequired: true } });
    // A refused captcha does not count as a password failure.
    const [row] = await t.db.select().from(users).where(eq(users.account, 'dadui'));
    expect(row.failedLogins).toBe(2);
    expect((await login('dadui', 'Fire@2026', { 'captcha-key': 'nope', 'captcha-value': 'x' })).msg).toBe('验证码错误或已过期，请重新输入');
    expect((await login('dadui', 'Fire@2026', await solvedCaptcha())).code).toBe(0);
    expect((await login('dadui', 'Fire@2026')).code).toBe(0);
  });

  it('demands it for unknown accounts too, so they look the same', async () => {
    await login('nobody-x', 'a');
    await login('nobody-x', 'b');
    expect((await login('nobody-x', 'c')).msg).toBe('登录失败次数较多，请输入验证码');
  });
});

describe('D8: rate limit', () => {
  it('answers 429 with a Chinese message per address and per account, before any password check', async () => {
    // Counted in this app alone: under REDIS_URL every other test app's logins share Redis's counts.
    const limited = await openTestApp({ loginRatePerAddress: 6, loginRatePerAccount: 3, redisUrl: undefined });
    try {
      const call = (account: string, ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/login', payload: { account, password: 'x' }, remoteAddress: ip });
      // Per account: the 4th call for one account from fresh addresses is refused.
      for (let i = 0; i < 3; i++) expect((await call('admin', `10.0.0.${i}`)).json().code).not.toBe(429);
      const account = await call('admin', '10.0.0.9');
      expect(account.json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
      expect(Number(account.headers['retry-after'])).toBeGreaterThan(0);
      // The admin was not locked by the flood: three counted failures at most.
      const [admin] = await limited.db.select().from(users).where(eq(users.account, 'admin'));
      expect(admin.lockedUntil).toBeNull();
      // Per address: 100 accounts from one address, the 7th call on is refused.
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) codes.push((await call(`user-${i}`, '10.0.1.1')).json().code);
      expect(codes.slice(0, 6).every((c) => c !== 429)).toBe(true);
      expect(codes.slice(6).every((c) => c === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('D8: the limit holds across instances (Redis)', () => {
  it('counts one account across two instances of one deployment, apart from another deployment', async () => {
    // A namespace of this run alone, so other test files' logins through Redis do not count here.
    const ours = `xfjd-test-${process.pid}-${Date.now()}`;
    const limits = { loginRatePerAddress: 100, loginRatePerAccount: 3, redisUrl: process.env.REDIS_URL };
    const [first, second, other] = await Promise.all([
      openTestApp({ ...limits, redisPrefix: ours }),
      openTestApp({ ...limits, redisPrefix: ours }),
      openTestApp({ ...limits, redisPrefix: `${ours}-other` }),
    ]);
    try {
      const call = (app: TestApp, ip: string) =>
        app.app.inject({ method: 'POST', url: '/api/login', payload: { account: 'zhidui', password: 'x' }, remoteAddress: ip });
      expect((await call(first, '10.2.0.1')).json().code).not.toBe(429);
      expect((await call(second, '10.2.0.2')).json().code).not.toBe(429);
      expect((await call(first, '10.2.0.3')).json().code).not.toBe(429);
      // The 4th call for the account, on the other instance, is refused: the count lives in Redis.
      expect((await call(second, '10.2.0.4')).json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
      // A deployment with its own namespace counts apart.
      expect((await call(other, '10.2.0.5')).json().code).not.toBe(429);
    } finally {
      await Promise.all([first.close(), second.close(), other.close()]);
    }
    // Three apps open their own database copy: on a loaded 2-core machine that alone can take most of the default 20 s.
  }, 60_000);
});
