import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CAMPAIGN_MAX_AREAS } from '../../../src/constants/campaign';
import { CAMPAIGN_STATUS_OPTIONS, UNIT_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 专项监督检查 (zxjdjc 1040): a campaign of an organising unit over a period, aimed at unit categories and
 * areas. Publishing dispatches one inspection task per matching social unit (source 'campaign', sourceRef =
 * the campaign's id); its progress is counted from those tasks, never stored here.
 */
export const supervisionCampaigns = pgTable(
  'supervision_campaigns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The organising unit: its brigade's officers carry the tasks; units within its scope are targeted. */
    organId: text('organ_id').notNull(),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    unitCategories: integer('unit_categories').array().notNull().default(sql`'{}'::integer[]`),
    /** Area codes of 区域管理; a unit matches when its area code starts with one of them (none: the whole scope). */
    areaCodes: text('area_codes').array().notNull().default(sql`'{}'::text[]`),
    content: text('content').notNull(),
    /** Due date of every task the campaign dispatches. */
    taskEndDate: text('task_end_date').notNull(),
    status: text('status').notNull().default('draft'),
    publishedBy: text('published_by'),
    publishedAt: ts('published_at'),
    closedAt: ts('closed_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('supervision_campaigns_organ_idx').on(t.organId, t.createdAt)],
);

const date = (title: string) => ({ title, pattern: ISO_DATE_PATTERN, patternMessage: `${title}应为YYYY-MM-DD格式的日期` });

describeColumns(supervisionCampaigns, {
  id: '专项检查ID',
  name: { title: '专项名称', minLength: 1, maxLength: 100 },
  organId: '组织单位',
  periodFrom: date('开始日期'),
  periodTo: date('结束日期'),
  unitCategories: { title: '检查对象类别', options: UNIT_CATEGORY_OPTIONS, minItems: 1, maxItems: UNIT_CATEGORY_OPTIONS.length },
  areaCodes: { title: '检查区域', maxItems: CAMPAIGN_MAX_AREAS },
  content: { title: '检查内容及要求', minLength: 1, maxLength: 2000 },
  taskEndDate: date('任务截止日期'),
  status: { title: '状态', options: CAMPAIGN_STATUS_OPTIONS },
  publishedBy: '发布人',
  publishedAt: '发布时间',
  closedAt: '关闭时间',
  createdBy: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
