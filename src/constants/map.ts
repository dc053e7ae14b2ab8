/** Map constants (document 2 §9). */

export const MAP_MIN_ZOOM = 10;
export const MAP_MAX_ZOOM = 13;
export const HEATMAP_RADIUS = 25;
export const HEATMAP_MAX = 100;
export const TRACK_LINE_COLOR = 'green';
