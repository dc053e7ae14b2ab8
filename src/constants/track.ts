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
