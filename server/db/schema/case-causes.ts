import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Penalty case causes (aysz 11420): the national list, kept up to date from the xxj service by 同步. */
export const caseCauses = pgTable(
  'case_causes',
  {
    id: text('id').primaryKey(),
    /** AY0001, AY0002, … in order of arrival. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    legalBasis: text('legal_basis'),
    penaltyBasis: text('penalty_basis'),
    /** Cases under this cause as the xxj service last counted them. */
    caseCount: integer('case_count').notNull().default(0),
    /** national: the shipped list; xxj: first seen in a sync. */
    source: text('source', { enum: ['national', 'xxj'] }).notNull(),
    syncedAt: ts('synced_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_causes_code_idx').on(t.code), uniqueIndex('case_causes_name_idx').on(t.name)],
);
