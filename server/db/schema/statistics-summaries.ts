import { date, doublePrecision, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily and monthly sums of the statistics facts, per view (server/services/statistics/summaries): one row
 * per view, fact, grain, China day (the month's first day for grain m), organisation and row key, holding
 * the fact rows counted (`n`) and the view's measures over them in its order (v1…v8). Written only by the
 * fact write functions (in the caller's transaction) and by the refresh (seeds, start-up).
 */
export const statisticsSummaries = pgTable(
  'statistics_summaries',
  {
    view: text('view').notNull(),
    fact: smallint('fact').notNull(),
    /** d: one China day; m: one China month (day is its first day); u: facts without a date (day 1970-01-01). */
    grain: text('grain', { enum: ['d', 'm', 'u'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    organId: text('organ_id').notNull(),
    /** The view's row key ('' when the rows are organisations). */
    k: text('k').notNull(),
    n: integer('n').notNull(),
    v1: doublePrecision('v1').notNull().default(0),
    v2: doublePrecision('v2').notNull().default(0),
    v3: doublePrecision('v3').notNull().default(0),
    v4: doublePrecision('v4').notNull().default(0),
    v5: doublePrecision('v5').notNull().default(0),
    v6: doublePrecision('v6').notNull().default(0),
    v7: doublePrecision('v7').notNull().default(0),
    v8: doublePrecision('v8').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.view, t.fact, t.grain, t.day, t.organId, t.k] })],
);

/** Which view's summary was last built from which definition (a changed definition is rebuilt, not read). */
export const statisticsSummaryStates = pgTable(
  'statistics_summary_states',
  {
    view: text('view').notNull(),
    fact: smallint('fact').notNull(),
    signature: text('signature').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.view, t.fact] })],
);
