import { screenGrants } from '../catalogue-menu';

/** 11101 用户管理 and its buttons, read from the catalogue. */
const grants = screenGrants('yhgl', ['new', 'frozen', 'resetPwd', 'delete', 'recovery'] as const);
export const USER_MENU = grants.menuId;
export const USER_BUTTONS = grants.buttons;
