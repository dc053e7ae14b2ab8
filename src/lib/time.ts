/** Date formatting, relative time and the date-range shortcuts of the spec (document 2 §9). */
import { SHORTCUT_DAY_WINDOW } from '../constants/track';
import { dates } from '../messages/dates';

export type TimeInput = Date | string | number;

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

const SECONDS_TIMESTAMP = /^\d{10}$/;
const DIGITS_ONLY = /^\d+$/;

/** A Date from a Date, an ISO string, a millisecond number, or a 10-digit number read as seconds. */
export function toDate(value: TimeInput): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime());
  let input: string | number = value;
  if (typeof input === 'string') {
    input = input.trim();
    if (DIGITS_ONLY.test(input)) input = Number(input);
  }
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    if (SECONDS_TIMESTAMP.test(String(Math.trunc(input)))) input *= 1000;
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getFullYear()),
  MM: (d) => pad2(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  DD: (d) => pad2(d.getDate()),
  D: (d) => String(d.getDate()),
  HH: (d) => pad2(d.getHours()),
  H: (d) => String(d.getHours()),
  mm: (d) => pad2(d.getMinutes()),
  ss: (d) => pad2(d.getSeconds()),
};
const TOKEN_PATTERN = /YYYY|MM|M|DD|D|HH|H|mm|ss/g;

/** Formats in local time; '' when the value is not a date. Tokens: YYYY MM M DD D HH H mm ss. */
export function formatTime(value: TimeInput | null | undefined, fmt: string = DEFAULT_DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return fmt.replace(TOKEN_PATTERN, (token) => TOKENS[token](date));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 刚刚 under 30 s, N分钟前 under 1 h, N小时前 under 24 h, 1天前 under 48 h, then the date. */
export function relativeTime(value: TimeInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = now - date.getTime();
  if (elapsed < 30 * SECOND) return dates.justNow;
  if (elapsed < HOUR) return dates.minutesAgo(Math.max(1, Math.floor(elapsed / MINUTE)));
  if (elapsed < DAY) return dates.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 2 * DAY) return dates.oneDayAgo;
  return formatTime(date, DEFAULT_DATE_FORMAT);
}

export type DateShortcutKey =
  | 'today'
  | 'yesterday'
  | 'dayBeforeYesterday'
  | 'thisMonth'
  | 'lastMonth'
  | 'thisYear'
  | 'last30Days';

export interface DateShortcut {
  key: DateShortcutKey;
  label: string;
  start: Date;
  end: Date;
}

function atTime(day: Date, hms: string): Date {
  const [h, m, s] = hms.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s);
}

function daysBefore(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - days);
}

const startOfDay = (day: Date) => atTime(day, '00:00:00');
const endOfDay = (day: Date) => atTime(day, '23:59:59');

function eveningOf(key: DateShortcutKey, day: Date): DateShortcut {
  const [from, to] = SHORTCUT_DAY_WINDOW;
  return { key, label: dates[key], start: atTime(day, from), end: atTime(day, to) };
}

/**
 * The date-range picker shortcuts. Single days cover 19:00–21:00 of that day (spec); the longer ranges
 * run from the first second of their first day to the last second of their last day, and "this month"
 * and "this year" end today.
 */
export function dateShortcuts(now: Date | number = Date.now()): DateShortcut[] {
  const today = new Date(now);
  const yesterday = daysBefore(today, 1);
  const year = today.getFullYear();
  const month = today.getMonth();
  return [
    eveningOf('today', today),
    eveningOf('yesterday', yesterday),
    eveningOf('dayBeforeYesterday', daysBefore(today, 2)),
    { key: 'thisMonth', label: dates.thisMonth, start: new Date(year, month, 1), end: endOfDay(today) },
    {
      key: 'lastMonth',
      label: dates.lastMonth,
      start: new Date(year, month - 1, 1),
      end: endOfDay(new Date(year, month, 0)),
    },
    { key: 'thisYear', label: dates.thisYear, start: new Date(year, 0, 1), end: endOfDay(today) },
    {
      key: 'last30Days',
      label: dates.last30Days,
      start: startOfDay(daysBefore(yesterday, 29)),
      end: endOfDay(yesterday),
    },
  ];
}
