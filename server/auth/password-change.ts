/**
 * A person on an initial or expired password changes it before anything else (MLPS level 3): every session
 * route but the few the change-password page and the shell around it need answers 428 with why.
 */
import { BizError } from '../http/envelope';
import { DAY_MS } from '../../src/constants/timings';

export type PasswordChangeReason = 'initial' | 'expired';

/** Not one of the spec's codes: the spec only reminds; 428 (precondition required) names the precondition. */
export const PASSWORD_CHANGE_REQUIRED_CODE = 428;

export const PasswordChangeMessages: Record<PasswordChangeReason, string> = {
  initial: '您正在使用初始密码，为了安全请先修改密码',
  expired: '您的密码已过期，为了安全请先修改密码',
};

/** The calls the change-password page and the shell (user info, menus, the bell, log-out) make before the change. */
export const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'updatePassword',
  'passwordPolicy',
  'logout',
  'getPersonalInfo',
  'getMenuByUser',
  'getNotVisitedTotal',
  'getReceivePage',
  'getOnlineUser',
]);


export function passwordChangeReason(
  user: { passwordIsInitial: boolean; passwordChangedAt: Date | null },
  maxAgeDays: number,
  now = Date.now(),
): PasswordChangeReason | undefined {
  if (user.passwordIsInitial || !user.passwordChangedAt) return 'initial';
  return now - user.passwordChangedAt.getTime() > maxAgeDays * DAY_MS ? 'expired' : undefined;
}

/** Refuses a route the person may not use until they changed their password. */
export function assertPasswordCurrent(user: { passwordChange?: PasswordChangeReason }, operationId: string): void {
  if (user.passwordChange && !OPEN_BEFORE_PASSWORD_CHANGE.has(operationId)) {
    throw new BizError(PASSWORD_CHANGE_REQUIRED_CODE, PasswordChangeMessages[user.passwordChange]);
  }
}
