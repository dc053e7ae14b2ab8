/** Shapes the session machine works with. Ids are strings as the spec keeps them in localStorage. */

export interface LoginCredentials {
  account: string;
  password: string;
  /** Sent as captcha headers when the server has the captcha on. */
  captchaKey?: string;
  captchaValue?: string;
}

export interface LoginResult {
  token: string;
  userId: string;
  userCode: string;
  name: string;
  /** The user's unit id (zgdwid of the spec). */
  unitId: string;
  needChangePassword: boolean;
}

export interface UserRole {
  roleId: string;
  roleName: string;
  description?: string | null;
}

/** The personal info of the signed-in user (getPersonalInfo). */
export interface UserInfo {
  userId: string;
  userCode: string;
  name: string;
  unitId: string;
  unitName?: string | null;
  phone?: string | null;
  email?: string | null;
  avatar?: string | null;
  leader?: boolean | null;
  lastLoginAt?: string | null;
  passwordChangedAt?: string | null;
}

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
