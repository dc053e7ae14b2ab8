import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Guide templates (xdmb 11600): the working guidance an officer reads for a kind of business, with its legal basis. */
export const guideTemplates = pgTable('guide_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Business the guidance is for: supervision, enforcement, investigation, propaganda. */
  guideType: text('guide_type', { enum: ['supervision', 'enforcement', 'investigation', 'propaganda'] }).notNull(),
  content: text('content').notNull(),
  basis: text('basis'),
  /** Display order inside its type, ascending. */
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  creatorName: text('creator_name'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
