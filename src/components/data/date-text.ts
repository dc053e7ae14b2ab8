/**
 * Typed dates and date-times in the one format of the product ('YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss'),
 * whatever the browser's locale, and their calendar values for the design system's date picker.
 */
import { CalendarDate, CalendarDateTime, type DateValue } from '@internationalized/date';
import { formatTime } from '../../lib/time';

/** A date field, or a date-time field. */
export type DateKind = 'date' | 'datetime';
/** Which end of a range a value is: a day typed without a time starts at 00:00:00 and ends at 23:59:59. */
export type DateEdge = 'start' | 'end';

export const DATE_PLACEHOLDER: Record<DateKind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/** 2026-03-01, 2026/3/1, 2026年3月1日, each with an optional time (" 8:30", "T08:30:59", ".000" ignored). */
const TYPED = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:(?:\s+|T)(\d{1,2})(?::(\d{1,2}))?(?::(\d{1,2}))?(?:\.\d+)?)?$/;

const EDGE_TIME: Record<DateEdge, [number, number, number]> = { start: [0, 0, 0], end: [23, 59, 59] };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** The typed text in the product's format, or null when it is not a real date (or time). */
export function normalizeDateText(typed: string, kind: DateKind, edge: DateEdge = 'start'): string | null {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(year, month, day)) return null;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (kind === 'date') return date;
  const [h, m, s] = match[4] === undefined ? EDGE_TIME[edge] : [Number(match[4]), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return null;
  return `${date} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** The calendar value of a stored text (a day at midnight for a date); undefined when empty or not a date. */
export function toCalendarValue(text: string | undefined, kind: DateKind): DateValue | undefined {
  const normalized = text ? normalizeDateText(text, kind) : null;
  if (!normalized) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = normalized.split(/[- :]/).map(Number);
  return kind === 'date' ? new CalendarDate(y, mo, d) : new CalendarDateTime(y, mo, d, h, mi, s);
}

/** The stored text of a calendar value; a day picked without a time gets its edge's time. */
export function fromCalendarValue(value: DateValue, kind: DateKind, edge: DateEdge = 'start'): string {
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  if (kind === 'date') return date;
  const [h, m, s] = 'hour' in value ? [value.hour, value.minute, value.second] : EDGE_TIME[edge];
  return `${date} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** A JavaScript date as the calendar value of its local date-time. */
export function calendarValueOf(date: Date): CalendarDateTime {
  return toCalendarValue(formatTime(date), 'datetime') as CalendarDateTime;
}

/** The format the picker's own parts show (its day grid and any text it renders). */
export function formatCalendarValue(kind: DateKind) {
  return (value: DateValue) => fromCalendarValue(value, kind);
}
