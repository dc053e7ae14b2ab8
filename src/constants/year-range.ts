/** The year-range picker (document 2 §3): 20 years at a time in two panels of 10. */

export const YEARS_PER_PAGE = 20;
export const YEARS_PER_PANEL = 10;
/** Each panel is a grid of this many columns (two rows of five): up/down move the focus by a row. */
export const YEAR_GRID_COLUMNS = 5;
/** Typed years outside these bounds revert like non-numeric ones. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;
/** Years are typed with exactly this many digits. */
export const YEAR_DIGITS = 4;
