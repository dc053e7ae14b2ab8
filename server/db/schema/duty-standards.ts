import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Duty-performance quantification standards (userManage): what each unit of work scores. */
export const dutyStandards = pgTable(
  'duty_standards',
  {
    id: text('id').primaryKey(),
    /** Unique among live standards. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1 监督检查, 2 行政执法, 3 火灾调查, 4 宣传培训, 5 综合业务. */
    category: integer('category').notNull(),
    /** What one unit of work is (家、次、件…). */
    unit: text('unit').notNull(),
    /** Points per unit, two decimals at most. */
    unitScore: doublePrecision('unit_score').notNull(),
    /** Most points a person earns from this item in a month; none when null. */
    monthlyCap: doublePrecision('monthly_cap'),
    remark: text('remark'),
    creatorName: text('creator_name'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('duty_standards_code_live_idx').on(t.code).where(sql`deleted = false`)],
);
