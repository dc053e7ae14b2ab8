import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Task templates (taskTemplate 11500): the check items a task of a kind starts from; only enabled ones are offered. */
export const taskTemplates = pgTable('task_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Kind of task the template is for: inspection, spotCheck, rectifyReview, propaganda. */
  taskType: text('task_type', { enum: ['inspection', 'spotCheck', 'rectifyReview', 'propaganda'] }).notNull(),
  description: text('description'),
  /** The check items, in the order a task lists them. */
  items: jsonb('items').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(false),
  remark: text('remark'),
  creatorName: text('creator_name'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
