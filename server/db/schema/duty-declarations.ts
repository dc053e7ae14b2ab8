import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One declared item: a duty standard (userManage), how much of it, and the points it earned (capped per month). */
export interface DutyItem {
  standardId: string;
  name: string;
  unit: string;
  quantity: number;
  score: number;
}

/**
 * Personal duty declarations: 个人工作审批 grgz, 个人履职审批 grlz and 个人履职申诉 grss. `kind` is the business
 * type of the approval flow each one runs; the summary counts the approved ones per period.
 */
export const dutyDeclarations = pgTable(
  'duty_declarations',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['grgz', 'grlz', 'grss'] }).notNull(),
    userId: text('user_id').notNull(),
    organId: text('organ_id').notNull(),
    /** YYYY-MM. */
    period: text('period').notNull(),
    items: jsonb('items').$type<DutyItem[]>().notNull().default([]),
    score: doublePrecision('score').notNull().default(0),
    /** 申诉理由 (grss), or a remark. */
    reason: text('reason'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('duty_declarations_user_idx').on(t.userId, t.period), index('duty_declarations_organ_idx').on(t.organId)],
);
