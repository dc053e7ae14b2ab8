/** Track viewer defaults (document 2 §9). */

/** Default time of day of the track date picker: start and end. */
export const DEFAULT_TRACK_TIME = ['20:00:00', '22:00:00'] as const;
/** Minimum number of reported positions of the track statistics search. */
export const DEFAULT_MIN_POINTS = 3;
export const MIN_POINTS_LOWER_BOUND = 1;
/** organLimit: 1 the organ only, 2 with its sub-organs. */
export const ORGAN_LIMIT_SELF = 1;
export const ORGAN_LIMIT_WITH_SUBORDINATES = 2;
export const DEFAULT_ORGAN_LIMIT = ORGAN_LIMIT_WITH_SUBORDINATES;
/** Date shortcuts of single days cover this evening window of that day. */
export const SHORTCUT_DAY_WINDOW = ['19:00:00', '21:00:00'] as const;
/** The track line as deck.gl draws it: CSS 'green' (TRACK_LINE_COLOR, document 2 §9) in RGB. */
export const TRACK_LINE_RGB: [number, number, number] = [0, 128, 0];
export const TRACK_LINE_WIDTH_PX = 4;
/** Start and end markers (起 / 终) and the replay marker. */
export const TRACK_START_RGB: [number, number, number] = [22, 163, 74];
export const TRACK_END_RGB: [number, number, number] = [220, 38, 38];
export const TRACK_CURSOR_RGB: [number, number, number] = [37, 99, 235];
/** Replay: one reported position per tick (a 2-hour shift of 30-second fixes replays in about 48 s). */
export const PLAYBACK_TICK_MS = 200;
/** Minimum reported positions offered by the track statistics search (default DEFAULT_MIN_POINTS). */
export const MIN_POINTS_OPTIONS = [1, 2, 3, 5, 10, 20, 50, 100] as const;
