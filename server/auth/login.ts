import { passwordChangeReason } from './password-change';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizError, Code, badRequest, forbidden } from '../http/envelope';
import { readSettings, type SystemSettings } from '../services/settings';
import { DISPLAY_TIME_ZONE, MINUTE_MS, UNKNOWN_ACCOUNT_TRACK_MAX } from './constants';
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
  return passwordChangeReason(user, maxAgeDays, now) !== undefined;
}

export async function login(db: Db, config: Config, input: LoginInput): Promise<LoginResult> {
  const account = input.account.trim();
  const s = await readSettings(db, config);
  if (s.captchaEnabled && !(await consumeCaptcha(db, input.captchaKey, input.captchaValue))) {
    throw badRequest('验证码错误或已过期，请重新输入');
  }
  if (!account) throw badRequest('账号不能为空');
  const [user] = await db.select().from(users).where(and(eq(users.account, account), eq(users.deleted, false)));
  if (!user) {
    await spendVerifyTime(input.password);
    failUnknownAccount(account, s);
  }
  const now = Date.now();
  const lockActive = user.lockedUntil !== null && user.lockedUntil.getTime() > now;
  if (lockActive) throw locked(user.lockedUntil as Date);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // Atomic count; after a lock has run out, counting starts again from one.
    const [counted] = await db
      .update(users)
      .set({ failedLogins: sql`case when ${users.lockedUntil} is not null then 1 else ${users.failedLogins} + 1 end`, lockedUntil: null })
      .where(eq(users.id, user.id))
      .returning({ failedLogins: users.failedLogins });
    const failures = counted.failedLogins;
    if (failures >= s.lockThreshold) {
      const until = new Date(now + s.lockMinutes * MINUTE_MS);
      await db.update(users).set({ lockedUntil: until }).where(eq(users.id, user.id));
      throw locked(until);
    }
    throw wrongPassword(s.lockThreshold - failures);
  }
  if (user.state === 'frozen') throw forbidden('账号已被冻结，请联系管理员');

  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(now) })
    .where(eq(users.id, user.id));
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
