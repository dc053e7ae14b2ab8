/** Paths the shell and the guard navigate to by themselves. */
export const HOME_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const COCKPIT_PATH = '/bigscreen-normal';

/** Route names the shell refers to. */
export const DASHBOARD_ROUTE_NAME = 'dashboard';
export const EDIT_PASSWORD_ROUTE_NAME = 'editPassword';
export const PERSONAL_CENTER_ROUTE_NAME = 'personalCenter';
export const MESSAGE_CENTER_ROUTE_NAME = 'messageCenter';
