/** Personal performance assessment (kaopingsz 11810): limits both sides apply. */

/** Enabled items' weights add up to at most this (percent). */
export const TOTAL_ASSESSMENT_WEIGHT = 100;
/** Highest full score of one item. */
export const MAX_FULL_SCORE = 1000;
