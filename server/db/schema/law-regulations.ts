import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The laws and regulations library (法律法规库, 11340): what officers cite, with its level and validity. */
export const lawRegulations = pgTable(
  'law_regulations',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** law, administrative, departmental, local, standard (REGULATION_LEVEL_NAMES). */
    level: text('level').notNull(),
    docNo: text('doc_no'),
    issuer: text('issuer').notNull(),
    /** 'YYYY-MM-DD'. */
    issuedOn: text('issued_on'),
    effectiveOn: text('effective_on'),
    /** effective, amended, repealed (REGULATION_STATUS_NAMES). */
    status: text('status').notNull().default('effective'),
    summary: text('summary'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('law_regulations_level_idx').on(t.level, t.status)],
);
