import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DUTY_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

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

/** Highest score a single item may carry. */
const MAX_SCORE = 1000;

describeColumns(dutyStandards, {
  id: '标准ID',
  code: { title: '标准编码', pattern: '^[A-Za-z0-9_-]{2,30}$', patternMessage: '标准编码应为2到30位字母、数字、下划线或短横线' },
  name: { title: '标准名称', maxLength: 100 },
  category: { title: '标准类别', options: DUTY_CATEGORY_OPTIONS },
  unit: { title: '计分单位', maxLength: 10 },
  unitScore: { title: '单位分值', minimum: 0, maximum: MAX_SCORE },
  monthlyCap: { title: '每月上限', minimum: 0, maximum: MAX_SCORE },
  remark: { title: '备注', maxLength: 500 },
  creatorName: '创建人',
  deleted: '已删除',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  version: '版本',
});
