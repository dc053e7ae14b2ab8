/**
 * Deadlines in working days, counted with the calendar of 节假日设置 (jjrsz): the one place the server
 * turns "within N working days" into a date. The business modules call these inside their transactions.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { addWorkingDays, chinaDateOf, workingCalendar, workingDaysBetween, type WorkingCalendar } from '../../src/shared/working-days';
import type { Db } from '../db/client';
import { calendarPeriods as c } from '../db/schema';
import { DAY_MS } from '../../src/constants/timings';

/** The calendar's periods that touch the days from `from` to `to` (China dates). */
export async function calendarFor(db: Db, from: string, to: string): Promise<WorkingCalendar> {
  const periods = await db
    .select({ kind: c.kind, startDate: c.startDate, endDate: c.endDate })
    .from(c)
    .where(and(eq(c.deleted, false), lte(c.startDate, to), gte(c.endDate, from)));
  return workingCalendar(periods);
}

/** Far enough ahead for N working days over any real calendar (weekends, a 9-day holiday, a long 调休). */
const horizonDays = (workingDays: number) => workingDays * 2 + 40;

/** The China date N working days after the instant's China date (that day not counted). */
export async function workingDeadline(db: Db, from: Date, workingDays: number): Promise<string> {
  const start = chinaDateOf(from);
  const end = chinaDateOf(new Date(from.getTime() + horizonDays(workingDays) * DAY_MS));
  return addWorkingDays(await calendarFor(db, start, end), start, workingDays);
}

/** Working days from the instant's China date (not counted) to a China date, counted; 0 when not after. */
export async function workingDaysUntil(db: Db, from: Date, to: string): Promise<number> {
  const start = chinaDateOf(from);
  return workingDaysBetween(await calendarFor(db, start, to), start, to);
}
