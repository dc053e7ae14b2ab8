import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Fire-safety committee member departments (xawhygl): each unit's 消安委 is a tree of industry
 * departments (住建、教育、商务…) and their sub-departments.
 */
export const committeeDepartments = pgTable(
  'committee_departments',
  {
    id: text('id').primaryKey(),
    /** The unit whose committee this department sits on (organisation scope). */
    organId: text('organ_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** Unique among live departments; how a child names its parent when created. */
    code: text('code').notNull(),
    /** The industry the department supervises. */
    industry: text('industry'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('committee_departments_code_live_idx').on(t.code).where(sql`deleted = false`),
    index('committee_departments_parent_idx').on(t.parentId),
  ],
);
