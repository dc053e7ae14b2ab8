import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CALENDAR_KIND_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The working-day calendar (节假日设置 jjrsz, under 系统配置): public holidays and the weekend days worked in
 * their place. Every deadline counted in working days (限期改正, 复查, 受理) reads it (server/services/working-days.ts).
 * Dates are China dates as YYYY-MM-DD text, so they compare and sort as text.
 */
export const calendarPeriods = pgTable(
  'calendar_periods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: integer('kind').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('calendar_periods_start_idx').on(t.startDate)],
);

const date = (title: string) => ({ title, pattern: ISO_DATE_PATTERN, patternMessage: `${title}应为YYYY-MM-DD格式的日期` });

describeColumns(calendarPeriods, {
  id: '日历ID',
  name: { title: '名称', maxLength: 30 },
  kind: { title: '类型', options: CALENDAR_KIND_OPTIONS },
  startDate: date('开始日期'),
  endDate: date('结束日期'),
  remark: { title: '备注', maxLength: 200 },
  version: '版本',
  createdAt: '创建时间',
  updatedAt: '修改时间',
});
