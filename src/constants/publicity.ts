/** Limits of 培训任务 (8400) and 宣传库 (8600), shared by the tables, the routes and the forms. */
export const TRAINING_LIMITS = { unitsMax: 50, materialsMax: 9, attendeesMax: 9999 } as const;
export const PUBLICITY_LIMITS = { bodyMax: 20000, mediaMax: 9, articlesMax: 30, opinionMax: 500 } as const;
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
/** The start time a training planned from a booking is given (the booking names the day only). */
export const TRAINING_FROM_BOOKING_START = '09:00';
