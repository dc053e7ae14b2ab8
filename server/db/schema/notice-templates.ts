import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Message templates (xxmb): the text of notices the system sends, with ${name} placeholders. */
export const noticeTemplates = pgTable(
  'notice_templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique among live templates; what the sending code looks a template up by. */
    code: text('code').notNull(),
    /** Notice template category: task, approval or system (the notices' templateCategory). */
    category: text('category', { enum: ['task', 'approval', 'system'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('notice_templates_code_live_idx').on(t.code).where(sql`deleted = false`)],
);
