import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { CALENDAR_PERIOD_MAX_DAYS } from '../../src/constants/working-days';
import { isIsoDate, spanDays } from '../../src/shared/working-days';
import { calendarPeriods as c } from '../db/schema';
import { optionText } from '../entity/select-helpers';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { badRequest } from '../http/envelope';

/**
 * 节假日设置 (jjrsz, under 系统配置): the periods off and the weekend days worked that every deadline in working
 * days counts with (server/services/working-days.ts). A day belongs to one period at most.
 */
export const calendarPeriod = defineEntity({
  name: 'calendarPeriod',
  title: '节假日',
  route: 'jjrsz',
  table: c,
  idPrefix: 'cal-',
  select: {
    id: c.id, name: c.name, kind: c.kind, kindText: optionText(c.kind), startDate: c.startDate, endDate: c.endDate, remark: c.remark,
    updatedAt: c.updatedAt, version: c.version,
  },
  input: ['name', 'kind', 'startDate', 'endDate', 'remark'],
  filters: { name: contains('name', [c.name]), kind: equals('kind', c.kind) },
  order: [desc(c.startDate)],
  paths: {
    page: { url: '/sys/calendar/page', summary: '节假日分页（新的在前）' },
    detail: '/sys/calendar/detail',
    add: { url: '/sys/calendar/add', summary: '新增放假或调休上班时段' },
    update: '/sys/calendar/update',
    remove: { url: '/sys/calendar/delete', summary: '删除节假日（可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => `${String(values.name)} ${String(values.startDate)}`,
  hooks: {
    async check(values, { db, current }) {
      const start = values.startDate ?? current?.startDate ?? '';
      const end = values.endDate ?? current?.endDate ?? '';
      if (!isIsoDate(start)) throw badRequest(`开始日期${start}不存在`);
      if (!isIsoDate(end)) throw badRequest(`结束日期${end}不存在`);
      if (end < start) throw badRequest('结束日期不能早于开始日期');
      if (spanDays(start, end) > CALENDAR_PERIOD_MAX_DAYS) throw badRequest(`一个时段不能超过${CALENDAR_PERIOD_MAX_DAYS}天`);
      // Two callers adding overlapping periods at once: the second waits and then sees the first.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('calendar_periods'))`);
      const others = [eq(c.deleted, false), lte(c.startDate, end), gte(c.endDate, start), ...(current ? [ne(c.id, current.id)] : [])];
      const [overlap] = await db.select({ name: c.name, startDate: c.startDate, endDate: c.endDate }).from(c).where(and(...others)).limit(1);
      if (overlap) throw badRequest(`与「${overlap.name}」（${overlap.startDate}至${overlap.endDate}）的日期重叠`);
    },
  },
});

export type CalendarPeriodRow = EntityRow<typeof calendarPeriod>;
