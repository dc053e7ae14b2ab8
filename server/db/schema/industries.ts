import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_OPTIONS, INDUSTRY_LEVEL_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Industries (行业管理 hygl) in the style of the national classification GB/T 4754: 门类 › 大类 › 中类,
 * at most three levels, each supervised by a fire-safety committee department (xawhygl).
 */
export const industries = pgTable(
  'industries',
  {
    id: text('id').primaryKey(),
    /** Unique among live industries. */
    name: text('name').notNull(),
    /** Classification code (H, H62, H621); unique among live industries. */
    code: text('code').notNull(),
    parentId: text('parent_id'),
    /** 1 top level … 3; kept in step with the parent so depth checks need no recursion. */
    level: smallint('level').notNull(),
    committeeDepartmentId: text('committee_department_id'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('industries_name_live_idx').on(t.name).where(sql`deleted = false`),
    uniqueIndex('industries_code_live_idx').on(t.code).where(sql`deleted = false`),
    index('industries_parent_idx').on(t.parentId),
  ],
);

describeColumns(industries, {
  id: '行业ID',
  name: { title: '行业名称', maxLength: 50 },
  code: { title: '行业代码', pattern: '^[A-Za-z][0-9]{0,4}$' },
  parentId: '上级行业ID',
  level: { title: '层级', options: INDUSTRY_LEVEL_OPTIONS },
  committeeDepartmentId: '主管部门ID',
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  remark: { title: '备注', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
