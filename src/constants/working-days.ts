/** The working-day calendar (节假日设置 jjrsz): limits of a period, and the week's days off. */

/** A holiday or 调休 period spans at most this many days (the longest public holiday is 9). */
export const CALENDAR_PERIOD_MAX_DAYS = 31;

/** Days of the week off unless the calendar says they are worked (0 Sunday, 6 Saturday). */
export const WEEKEND_DAYS: readonly number[] = [0, 6];
