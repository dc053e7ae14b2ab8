import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { signToken, tokenSecret } from '../../server/auth/token';
import { authenticate } from '../../server/auth/session';
import { sessions, users } from '../../server/db/schema';
import { BizError } from '../../server/http/envelope';
import { SettingKey, writeSetting } from '../../server/services/settings';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const unread = (token?: string) => t.call('GET', '/sys/notice/getNotVisitedTotal', { token });
const cfg = { tokenSecret: undefined, tokenIdleMinutes: 30, tokenMaxHours: 12 };

describe('session token', () => {
  it('accepts a fresh token', async () => {
    const token = await t.login('dadui');
    expect((await unread(token)).code).toBe(0);
    const user = await authenticate(t.db, token, cfg);
    expect(user.userCode).toBe('dadui');
    expect(user.grants.has(100)).toBe(true);
  });

  it('refuses a missing or garbage token with 408', async () => {
    expect((await unread()).code).toBe(408);
    const env = await unread('not-a-jwt');
    expect(env.code).toBe(408);
    expect(env.msg).toMatch(/登录/);
  });

  it('refuses an expired token with 408', async () => {
    const token = await t.login('dadui');
    const claims = decodeJwt(token);
    const [userId, userCode, name, unitId] = claims.aud as string[];
    const secret = await tokenSecret(t.db, cfg);
    const expired = await signToken(secret, { userId, userCode, name, unitId, sessionId: claims.jti as string }, new Date(Date.now() - 60_000));
    expect(await unread(expired)).toMatchObject({ code: 408, msg: '登录已过期，请重新登录' });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await t.login('dadui');
    const claims = decodeJwt(token);
    const [userId, userCode, name, unitId] = claims.aud as string[];
    const forged = await signToken(new TextEncoder().encode('x'.repeat(48)), { userId, userCode, name, unitId, sessionId: claims.jti as string }, new Date(Date.now() + 3_600_000));
    expect((await unread(forged)).code).toBe(408);
  });

  it('refuses a token after logout', async () => {
    const token = await t.login('dadui');
    expect((await t.call('POST', '/logout', { token })).code).toBe(0);
    expect((await unread(token)).code).toBe(408);
    await expect(authenticate(t.db, token, cfg)).rejects.toBeInstanceOf(BizError);
  });

  it('refuses an idle token (idle time from the settings)', async () => {
    const token = await t.login('dadui');
    const jti = decodeJwt(token).jti as string;
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.id, jti));
    expect((await unread(token)).code).toBe(408);

    const second = await t.login('dadui');
    const jti2 = decodeJwt(second).jti as string;
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.id, jti2));
    expect((await unread(second)).code).toBe(0);
    await writeSetting(t.db, SettingKey.tokenIdleMinutes, 5);
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.id, jti2));
    expect((await unread(second)).code).toBe(408);
    await writeSetting(t.db, SettingKey.tokenIdleMinutes, 30);
  });

  it('touches lastSeenAt at most once a minute', async () => {
    const token = await t.login('fazhi');
    const jti = decodeJwt(token).jti as string;
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.id, jti)))[0].lastSeenAt.getTime();
    const first = await seen();
    await unread(token);
    expect(await seen()).toBe(first);
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 60_000) }).where(eq(sessions.id, jti));
    await unread(token);
    expect(Date.now() - (await seen())).toBeLessThan(10_000);
  });

  it('ends the sessions of a user who is frozen meanwhile', async () => {
    const token = await t.login('jiedao');
    await t.db.update(users).set({ state: 'frozen' }).where(eq(users.account, 'jiedao'));
    expect((await unread(token)).code).toBe(408);
    await t.db.update(users).set({ state: 'active' }).where(eq(users.account, 'jiedao'));
  });
});
