import { screenGrants } from '../catalogue-menu';

/** 建筑物 has no buttons in the catalogue: the menu grants every action. */
export const JZW_MENU = screenGrants('jzw', []).menuId;
