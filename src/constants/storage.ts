/** Names under which the client keeps state in the browser (document 1 §2, document 2 §3). */

export const TOKEN_COOKIE = 'token';
/** Sidebar state cookie: '1' open, '0' closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIDEBAR_OPEN = '1';
export const SIDEBAR_CLOSED = '0';

/** localStorage keys of the session user. */
export const USER_ID_KEY = 'userId';
export const USER_NAME_KEY = 'name';
export const USER_CODE_KEY = 'userCode';
export const UNIT_ID_KEY = 'zgdwid';
export const USER_LOCAL_KEYS = [USER_ID_KEY, USER_NAME_KEY, USER_CODE_KEY, UNIT_ID_KEY] as const;
