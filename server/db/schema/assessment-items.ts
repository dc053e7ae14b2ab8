import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Personal performance assessment settings (kaopingsz): the items a person is assessed on and their weights. */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    id: text('id').primaryKey(),
    /** Unique among live items. */
    name: text('name').notNull(),
    /** 1 履职量化, 2 工作评价, 3 领导评价, 4 民主测评, 5 其他. */
    source: integer('source').notNull(),
    /** Percent of the total; enabled items add up to at most 100. */
    weight: integer('weight').notNull(),
    fullScore: doublePrecision('full_score').notNull().default(100),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('assessment_items_name_live_idx').on(t.name).where(sql`deleted = false`)],
);
