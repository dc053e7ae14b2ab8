/** Shapes the session machine works with. Ids are strings as the spec keeps them in localStorage. */
import type { GetPersonalInfoQuery, LoginMutation } from '../../graphql/generated/graphql';

export interface LoginCredentials {
  account: string;
  password: string;
  /** Sent as captcha headers when the server has the captcha on. */
  captchaKey?: string;
  captchaValue?: string;
}

/** What login returns (generated from the gateway schema); unitId is the spec's zgdwid. */
export type LoginResult = Omit<NonNullable<LoginMutation['login']>, '__typename'>;

export interface UserRole {
  roleId: string;
  roleName: string;
  description?: string | null;
}

type PersonalInfo = NonNullable<GetPersonalInfoQuery['getPersonalInfo']>;

/** The personal info of the signed-in user, as getPersonalInfo returns it (generated types). */
export type UserInfo = Pick<PersonalInfo, 'userId' | 'userCode' | 'name' | 'unitId'> &
  Partial<Pick<PersonalInfo, 'unitName' | 'phone' | 'email' | 'avatar' | 'leader' | 'lastLoginAt' | 'passwordChangedAt'>>;

/** What the loadUser actor returns: user info and the grants from the role menu tree. */
export interface LoadedUser {
  userInfo: UserInfo;
  /** The role menu tree as received; must be an array (else 'getInfo: roles must be a non-null array!'). */
  roles: unknown;
  roleList: UserRole[];
  menuIds: number[];
  buttonIds: number[];
  needChangePassword: boolean;
}

export interface LoadUserInput {
  token: string;
  userId?: string;
}

export type LogoutReason = 'logout' | 'expired' | 'passwordChanged';

export interface SessionContext {
  token?: string;
  userId?: string;
  name?: string;
  userCode?: string;
  zgdwid?: string;
  userInfo?: UserInfo;
  roles: UserRole[];
  menuIds: number[];
  buttons: number[];
  needChangePassword: boolean;
  error?: string;
  logoutReason?: LogoutReason;
}

export interface SessionInput {
  /** The token found in the cookie at boot. */
  token?: string;
  /** The user ids found in localStorage at boot. */
  user?: { userId: string; name: string; userCode: string; zgdwid: string };
}

export type SessionEvent =
  | ({ type: 'login.submit' } & LoginCredentials)
  | { type: 'session.logout' }
  | { type: 'session.expired'; message?: string }
  | { type: 'session.passwordChanged' }
  | { type: 'session.profileUpdated'; userInfo: UserInfo }
  /** Sent by the shell on navigation; the machine decides (throttled) whether to remind. */
  | { type: 'session.remindPassword' };

export type SessionEmitted =
  | { type: 'session.failed'; message: string }
  | { type: 'session.loggedOut'; reason: LogoutReason; message?: string }
  | { type: 'session.passwordReminder'; message: string; durationMs: number };
