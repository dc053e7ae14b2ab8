/** The session token (cookie) and the session user's ids (localStorage), as the spec keeps them. */
import Cookies from 'js-cookie';
import {
  TOKEN_COOKIE,
  UNIT_ID_KEY,
  USER_CODE_KEY,
  USER_ID_KEY,
  USER_LOCAL_KEYS,
  USER_NAME_KEY,
} from '../constants/storage';

/** Never sent on cross-site requests; only over TLS when the console is served over HTTPS. */
const cookieAttributes = () =>
  ({ path: '/', sameSite: 'strict', secure: typeof location !== 'undefined' && location.protocol === 'https:' }) as const;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, cookieAttributes());
}

export interface LocalUser {
  userId: string;
  name: string;
  userCode: string;
  /** The user's unit (organisation) id. */
  zgdwid: string;
}

export function saveUserLocal(user: LocalUser): void {
  localStorage.setItem(USER_ID_KEY, user.userId);
  localStorage.setItem(USER_NAME_KEY, user.name);
  localStorage.setItem(USER_CODE_KEY, user.userCode);
  localStorage.setItem(UNIT_ID_KEY, user.zgdwid);
}

/** The saved user, or undefined when any of the four keys is missing. */
export function readUserLocal(): LocalUser | undefined {
  const userId = localStorage.getItem(USER_ID_KEY);
  const name = localStorage.getItem(USER_NAME_KEY);
  const userCode = localStorage.getItem(USER_CODE_KEY);
  const zgdwid = localStorage.getItem(UNIT_ID_KEY);
  if (userId === null || name === null || userCode === null || zgdwid === null) return undefined;
  return { userId, name, userCode, zgdwid };
}

export function clearUserLocal(): void {
  for (const key of USER_LOCAL_KEYS) localStorage.removeItem(key);
}
