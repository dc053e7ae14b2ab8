/** Wall screens (/bigscreen-normal, /bigscreen-normal-origin, /bigscreen). */

/** Every wall screen is laid out on a fixed stage of this size and scaled to the window. */
export const WALL_WIDTH_PX = 1920;
export const WALL_HEIGHT_PX = 1080;
export const WALL_HEADER_PX = 88;
export const WALL_GAP_PX = 16;
export const WALL_SIDE_COLUMN_PX = 500;
/** Brigades ranked in the cockpit's unit chart. */
export const COCKPIT_RANK_UNITS = 10;
/** `?bench=<n>` on the cockpit feeds n generated heat points instead of the real ones (bench/heatmap-first-frame.ts). */
export const HEAT_BENCH_PARAM = 'bench';
export const HEAT_BENCH_MAX_POINTS = 1_000_000;
