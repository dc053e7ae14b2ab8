import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { describeColumns } from '../column-meta';

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

describeColumns(committeeDepartments, {
  id: '成员单位ID',
  organId: '所属单位',
  parentId: '上级单位ID',
  name: { title: '单位名称', maxLength: 100 },
  code: { title: '单位编码', pattern: '^[A-Za-z0-9_-]{2,30}$', patternMessage: '单位编码应为2到30位字母、数字、下划线或短横线' },
  industry: { title: '主管行业', maxLength: 50 },
  contactName: { title: '联系人', maxLength: 30 },
  contactPhone: { title: '联系电话', pattern: '^([0-9-]{7,20})?$', patternMessage: '联系电话应为7到20位数字或短横线' },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  remark: { title: '备注', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
