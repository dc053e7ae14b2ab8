/**
 * Working days, as the law counts a period in them: weekends and public holidays are off, weekend days
 * worked in a holiday's place (调休) are on, and the day a period starts from is not counted. Pure: the
 * calendar's periods come in (server/services/working-days.ts reads them; the client may too).
 */
import { CALENDAR_KIND_OPTIONS } from '../constants/options';
import { ISO_DATE_PATTERN } from '../constants/patterns';
import { CHINA_UTC_OFFSET_MS, DAY_MS } from '../constants/timings';
import { WEEKEND_DAYS } from '../constants/working-days';

export const CALENDAR_OFF = CALENDAR_KIND_OPTIONS[0].value;
export const CALENDAR_WORKED = CALENDAR_KIND_OPTIONS[1].value;

export interface CalendarPeriod {
  kind: number;
  startDate: string;
  endDate: string;
}

const ISO_DATE_PATTERN_RE = new RegExp(ISO_DATE_PATTERN);
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether YYYY-MM-DD names a day that exists (2026-02-30 does not). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE_PATTERN_RE.test(text)) return false;
  const time = toTime(text);
  return !Number.isNaN(time) && toDate(time) === text;
}

/** The China date of an instant. */
export const chinaDateOf = (instant: Date): string => toDate(instant.getTime() + CHINA_UTC_OFFSET_MS);

export const addDays = (date: string, days: number): string => toDate(toTime(date) + days * DAY_MS);

/** Days from start to end, both counted (1 for one day). */
export const spanDays = (start: string, end: string): number => Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1;

export interface WorkingCalendar {
  isWorkingDay(date: string): boolean;
}

export function workingCalendar(periods: readonly CalendarPeriod[]): WorkingCalendar {
  const marked = new Map<string, number>();
  for (const p of periods) for (let d = p.startDate; d <= p.endDate; d = addDays(d, 1)) marked.set(d, p.kind);
  return {
    isWorkingDay(date) {
      const kind = marked.get(date);
      if (kind === CALENDAR_OFF) return false;
      if (kind === CALENDAR_WORKED) return true;
      return !WEEKEND_DAYS.includes(new Date(toTime(date)).getUTCDay());
    },
  };
}

/** The date `count` working days after `from` (from itself not counted); count 0 is `from`. */
export function addWorkingDays(calendar: WorkingCalendar, from: string, count: number): string {
  let date = from;
  for (let left = count, idle = 0; left > 0; ) {
    date = addDays(date, 1);
    if (calendar.isWorkingDay(date)) {
      left--;
      idle = 0;
    } else if (++idle > 366) {
      // Periods are short, but many of them back to back could leave no working day at all.
      throw new Error(`日历中${from}之后一年内没有工作日`);
    }
  }
  return date;
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(calendar: WorkingCalendar, from: string, to: string): number {
  let count = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) if (calendar.isWorkingDay(date)) count++;
  return count;
}
