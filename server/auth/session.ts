import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { config as defaultConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { BizError, Code } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { readSettings } from '../services/settings';
import { passwordChangeReason } from './password-change';
import { MINUTE_MS, SESSION_TOUCH_INTERVAL_MS } from './constants';
import { loadGrants } from './grants';
import { signToken, tokenSecret, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE, verifyToken } from './token';

type SessionConfig = Pick<Config, 'tokenSecret' | 'tokenIdleMinutes' | 'tokenMaxHours'>;

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  user: { id: string; account: string; name: string; organId: string },
  ip: string | null,
  config: SessionConfig = defaultConfig,
): Promise<NewSession> {
  const sessionId = randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.tokenMaxHours * 60 * MINUTE_MS);
  await db.insert(sessions).values({ id: sessionId, userId: user.id, createdAt: now, lastSeenAt: now, expiresAt, ip });
  const secret = await tokenSecret(db, config);
  const token = await signToken(
    secret,
    { userId: user.id, userCode: user.account, name: user.name, unitId: user.organId, sessionId },
    expiresAt,
  );
  return { token, sessionId, expiresAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

const expired = (msg = TOKEN_EXPIRED_MESSAGE) => new BizError(Code.SESSION_EXPIRED, msg);

/** The session and its user, as far as deciding whether the session still holds. */
export async function readSessionRow(db: Db, sessionId: string) {
  const [row] = await db
    .select({ session: sessions, user: { id: users.id, account: users.account, name: users.name, organId: users.organId, state: users.state, deleted: users.deleted, passwordIsInitial: users.passwordIsInitial, passwordChangedAt: users.passwordChangedAt } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row as typeof row | undefined;
}

/** Throws 408 with the reason when the session no longer holds: gone, logged out, frozen, expired or idle. */
export function refuseEnded(row: Awaited<ReturnType<typeof readSessionRow>>, idleMinutes: number, now: number): asserts row {
  if (!row || row.user.deleted) throw expired(TOKEN_INVALID_MESSAGE);
  if (row.session.revokedAt) throw expired('您已退出登录，请重新登录');
  if (row.user.state === 'frozen') throw expired('账号已被冻结，请联系管理员');
  if (row.session.expiresAt.getTime() <= now) throw expired();
  if (now - row.session.lastSeenAt.getTime() > idleMinutes * MINUTE_MS) throw expired('长时间未操作，登录已过期，请重新登录');
}

/**
 * Reads the caller from a token: signature, expiry, the session row (not revoked, not idle), the user
 * (not deleted, not frozen) and the user's PC grants. Throws BizError 408 otherwise. Used by the route
 * layer and by the WebSocket endpoints.
 */
export interface AuthenticateOptions {
  /** Count this check as activity (default). A notice delivered to an idle user's socket is not activity. */
  touch?: boolean;
}

export async function authenticate(
  db: Db,
  token: string | undefined | null,
  config: SessionConfig = defaultConfig,
  options: AuthenticateOptions = {},
): Promise<SessionUser> {
  if (!token) throw expired('您尚未登录或登录已过期，请重新登录');
  const claims = await verifyToken(await tokenSecret(db, config), token);
  const row = await readSessionRow(db, claims.sessionId);
  if (row && row.session.userId !== claims.userId) throw expired(TOKEN_INVALID_MESSAGE);
  const now = Date.now();
  const { tokenIdleMinutes, passwordMaxAgeDays } = await readSettings(db, config);
  refuseEnded(row, tokenIdleMinutes, now);
  if (options.touch !== false && now - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, claims.sessionId));
  }
  const { grants, isAdmin } = await loadGrants(db, row.user.id);
  return {
    userId: row.user.id,
    userCode: row.user.account,
    name: row.user.name,
    unitId: row.user.organId,
    sessionId: claims.sessionId,
    grants,
    isAdmin,
    passwordChange: passwordChangeReason(row.user, passwordMaxAgeDays, now),
  };
}
