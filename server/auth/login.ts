import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES } from '../../src/constants/security';
import { security } from '../../src/messages/security';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizError, Code, badRequest, forbidden } from '../http/envelope';
import { readSettings, type SystemSettings } from '../services/settings';
import { DAY_MS, DISPLAY_TIME_ZONE, MINUTE_MS, UNKNOWN_ACCOUNT_TRACK_MAX } from './constants';
import { spendVerifyTime, verifyPassword } from './password';
import { consumeCaptcha } from './captcha';
import { createSession } from './session';

export interface LoginInput {
  account: string;
  password: string;
  captchaKey?: string;
  captchaValue?: string;
  ip: string | null;
}

export interface LoginResult {
  token: string;
  userId: string;
  userCode: string;
  name: string;
  unitId: string;
  needChangePassword: boolean;
}

const hhmm = new Intl.DateTimeFormat('zh-CN', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });

export function lockedMessage(until: Date): string {
  return `登录失败次数过多，账号已锁定，请于${hhmm.format(until)}后重试`;
}
const locked = (until: Date) => new BizError(Code.LOCKED, lockedMessage(until), { lockedUntil: until.toISOString() });
const wrongPassword = (left: number) => badRequest(`账号或密码错误，还可尝试${left}次`);

/** Unknown accounts: counted in memory only (no row, no enumeration), so the message looks the same. */
const unknownFailures = new Map<string, { count: number; until: number }>();

function unknownFailureCount(account: string): number {
  const entry = unknownFailures.get(account);
  return entry && entry.until > Date.now() ? entry.count : 0;
}

function failUnknownAccount(account: string, s: SystemSettings): never {
  const now = Date.now();
  const entry = unknownFailures.get(account);
  const count = entry && entry.until > now ? entry.count + 1 : 1;
  if (unknownFailures.size >= UNKNOWN_ACCOUNT_TRACK_MAX) unknownFailures.delete(unknownFailures.keys().next().value as string);
  unknownFailures.delete(account);
  unknownFailures.set(account, { count, until: now + s.lockMinutes * MINUTE_MS });
  if (count >= s.lockThreshold) throw locked(new Date(now + s.lockMinutes * MINUTE_MS));
  throw wrongPassword(s.lockThreshold - count);
}

export function needsPasswordChange(
  user: { passwordIsInitial: boolean; passwordChangedAt: Date | null },
  maxAgeDays: number,
  now = Date.now(),
): boolean {
  if (user.passwordIsInitial || !user.passwordChangedAt) return true;
  return now - user.passwordChangedAt.getTime() > maxAgeDays * DAY_MS;
}

/** Whether this attempt must carry a captcha: the setting is on, or the account has failed before. */
function captchaDemanded(s: SystemSettings, failures: number): boolean {
  return s.captchaEnabled || failures >= CAPTCHA_AFTER_FAILURES;
}

const captchaRefusal = (missing: boolean) =>
  new BizError(Code.BAD_REQUEST, missing ? security.captchaRequired : security.captchaWrong, { captchaRequired: true });

/** Lock active at `at`, read as the SQL of the statements below. */
const notLocked = (at: string) => or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`${at}::timestamptz`));

/**
 * Takes one attempt slot in a single statement: counts the attempt, sets the lock when the count
 * reaches the threshold, and refuses (no row) while a lock holds or the slots are taken. A burst of
 * concurrent attempts thus checks at most `lockThreshold` passwords; the count is given back on success.
 */
async function takeAttempt(db: Db, userId: string, s: SystemSettings, now: number) {
  const at = new Date(now).toISOString();
  const until = new Date(now + s.lockMinutes * MINUTE_MS).toISOString();
  // After a lock has run out, counting starts again from one. SET reads the row as it was.
  const count = sql`case when ${users.lockedUntil} is not null then 1 else ${users.failedLogins} + 1 end`;
  const [slot] = await db
    .update(users)
    .set({ failedLogins: count, lockedUntil: sql`case when ${count} >= ${s.lockThreshold} then ${until}::timestamptz else null end` })
    .where(
      and(
        eq(users.id, userId),
        or(and(isNull(users.lockedUntil), lt(users.failedLogins, s.lockThreshold)), lte(users.lockedUntil, sql`${at}::timestamptz`)),
      ),
    )
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return slot;
}

export async function login(db: Db, config: Config, input: LoginInput): Promise<LoginResult> {
  const account = input.account.trim();
  const s = await readSettings(db, config);
  if (!account) throw badRequest('账号不能为空');
  const [user] = await db.select().from(users).where(and(eq(users.account, account), eq(users.deleted, false)));
  const priorFailures = user ? user.failedLogins : unknownFailureCount(account);
  if (captchaDemanded(s, priorFailures) && !(await consumeCaptcha(db, input.captchaKey, input.captchaValue))) {
    throw captchaRefusal(!input.captchaKey && !s.captchaEnabled);
  }
  if (!user) {
    await spendVerifyTime(input.password);
    failUnknownAccount(account, s);
  }
  const now = Date.now();
  const slot = await takeAttempt(db, user.id, s, now);
  if (!slot) {
    const [row] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, user.id));
    throw locked(row?.lockedUntil ?? new Date(now + s.lockMinutes * MINUTE_MS));
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (slot.lockedUntil) throw locked(slot.lockedUntil);
    throw wrongPassword(s.lockThreshold - slot.failedLogins);
  }
  if (user.state === 'frozen') throw forbidden('账号已被冻结，请联系管理员');

  // Only clears a lock this attempt set itself; one set meanwhile by a concurrent failure holds.
  const own = slot.lockedUntil ? or(notLocked(new Date(now).toISOString()), eq(users.lockedUntil, slot.lockedUntil)) : notLocked(new Date(now).toISOString());
  const [cleared] = await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(now) })
    .where(and(eq(users.id, user.id), own))
    .returning({ id: users.id });
  if (!cleared) {
    const [row] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, user.id));
    throw locked(row?.lockedUntil ?? new Date(now + s.lockMinutes * MINUTE_MS));
  }
  const session = await createSession(db, user, input.ip, config);
  return {
    token: session.token,
    userId: user.id,
    userCode: user.account,
    name: user.name,
    unitId: user.organId,
    needChangePassword: needsPasswordChange(user, s.passwordMaxAgeDays, now),
  };
}
