import { screenGrants } from '../catalogue-menu';

/** 社会单位 has no buttons in the catalogue: the menu grants every action. */
export const SHDW_MENU = screenGrants('shdw', []).menuId;
