/**
 * Issue 17 (live notices at scale): the sockets of one session share one light check per notice, and a
 * session ended before a notice arrived never passes for it.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { createSessionCheck, sessionIdOf } from '../../server/auth/session-check';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('session check before each notice', () => {
  it('answers 1,000 sockets of one session about one notice with one query', async () => {
    const token = await t.login('dadui');
    const check = createSessionCheck(t.db);
    const arrived = performance.now();
    const verdicts = await Promise.allSettled(Array.from({ length: 1000 }, () => check(sessionIdOf(token), arrived)));
    expect(verdicts.every((v) => v.status === 'fulfilled')).toBe(true);
    expect(check.queries).toBe(1);
  });

  it('does not let a notice that arrived after a logout join a check begun before it', async () => {
    const token = await t.login('dadui');
    const sessionId = sessionIdOf(token);
    const check = createSessionCheck(t.db);
    const before = check(sessionId, performance.now());
    expect((await t.call('POST', '/logout', { token })).code).toBe(0);
    const after = check(sessionId, performance.now());
    await expect(before).resolves.toBeUndefined();
    await expect(after).rejects.toMatchObject({ code: 408, message: '您已退出登录，请重新登录' });
    expect(check.queries).toBe(2);
  });

  it('refuses a frozen account and a token that names no session', async () => {
    const token = await t.login('dadui');
    const check = createSessionCheck(t.db);
    await t.db.update(users).set({ state: 'frozen' }).where(eq(users.account, 'dadui'));
    await expect(check(sessionIdOf(token), performance.now())).rejects.toMatchObject({ code: 408, message: '账号已被冻结，请联系管理员' });
    expect(() => sessionIdOf('not-a-token')).toThrow('登录凭证无效，请重新登录');
  });
});
