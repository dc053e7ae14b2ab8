/** 双随机抽取 (xfaqjc 1030): how many units one draw may pick. */
export const RANDOM_DRAW_MAX_UNITS = 50;
