import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAX_FULL_SCORE, TOTAL_ASSESSMENT_WEIGHT } from '../../../src/constants/assessment';
import { ASSESSMENT_SOURCE_OPTIONS, ENABLED_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Personal performance assessment settings (kaopingsz): the items a person is assessed on and their weights. */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    id: text('id').primaryKey(),
    /** Unique among live items. */
    name: text('name').notNull(),
    /** 1 履职量化, 2 工作评价, 3 领导评价, 4 民主测评, 5 其他. */
    source: integer('source').notNull(),
    /** Percent of the total; enabled items add up to at most 100. */
    weight: integer('weight').notNull(),
    fullScore: doublePrecision('full_score').notNull().default(100),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('assessment_items_name_live_idx').on(t.name).where(sql`deleted = false`)],
);

describeColumns(assessmentItems, {
  id: '考评项目ID',
  name: { title: '考评项目', maxLength: 50 },
  source: { title: '分值来源', options: ASSESSMENT_SOURCE_OPTIONS },
  weight: { title: '权重', minimum: 0, maximum: TOTAL_ASSESSMENT_WEIGHT },
  fullScore: { title: '满分', exclusiveMinimum: 0, maximum: MAX_FULL_SCORE },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  enabled: { title: '状态', options: ENABLED_OPTIONS },
  remark: { title: '说明', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '更新时间',
  version: '版本',
});
