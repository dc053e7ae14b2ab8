import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/envelope';
import { parseFilterTime } from '../filter-time';

/** The cockpit's period: the given one, or this year up to now (China time). Trends cover 12 months up to its end. */
export interface CabinPeriod {
  start: Date;
  end: Date;
  /** 'YYYY-MM' of the 12 months of the trends, oldest first, ending with the period's last month. */
  months: string[];
}

export interface CabinQuery {
  startTime?: string;
  endTime?: string;
}

export const TREND_MONTHS = 12;
const CHINA_MS = 8 * 3_600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function timeOf(text: string, field: string, endOfDay: boolean): Date {
  const d = parseFilterTime(text);
  if (Number.isNaN(d.getTime())) throw badRequest(`${field}格式不正确`);
  return endOfDay && DATE_ONLY.test(text.trim()) ? new Date(d.getTime() + 86_400_000 - 1) : d;
}

export function cabinPeriod(q: CabinQuery, now = new Date()): CabinPeriod {
  const year = new Date(now.getTime() + CHINA_MS).getUTCFullYear();
  const start = q.startTime?.trim() ? timeOf(q.startTime, '开始时间', false) : new Date(Date.UTC(year, 0, 1) - CHINA_MS);
  const end = q.endTime?.trim() ? timeOf(q.endTime, '结束时间', true) : now;
  if (start > end) throw badRequest('开始时间不能晚于结束时间');
  const last = new Date(end.getTime() + CHINA_MS);
  const months = Array.from({ length: TREND_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (TREND_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  return { start, end, months };
}

/** First instant of the oldest trend month (China time). */
export const trendStart = (p: CabinPeriod) => new Date(`${p.months[0]}-01T00:00:00+08:00`);

/** `col` inside the period. */
export const within = (col: SQL, p: CabinPeriod): SQL => sql`${col} >= ${p.start.toISOString()}::timestamptz AND ${col} <= ${p.end.toISOString()}::timestamptz`;

/** `col` inside the trend months. */
export const withinTrend = (col: SQL, p: CabinPeriod): SQL => sql`${col} >= ${trendStart(p).toISOString()}::timestamptz AND ${col} <= ${p.end.toISOString()}::timestamptz`;

/** 'YYYY-MM' of a timestamp column in China time. */
export const monthOf = (col: SQL): SQL => sql`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
};

/** One count per key, every key present (0 when absent), in the order of `names`. */
export function keyed<K extends string>(names: Record<K, string>, rows: { k: string; n: number | string }[]) {
  const by = new Map(rows.map((r) => [r.k, Number(r.n)]));
  return (Object.keys(names) as K[]).map((key) => ({ key, name: names[key], count: by.get(key) ?? 0 }));
}

/** Trend rows for every month of the period's trend, 0 where nothing happened. */
export function monthly<T extends Record<string, number>>(p: CabinPeriod, rows: ({ m: string } & Record<string, number | string>)[], fields: (keyof T & string)[]): ({ month: string } & T)[] {
  const by = new Map(rows.map((r) => [r.m, r]));
  return p.months.map((month) => ({ month, ...(Object.fromEntries(fields.map((f) => [f, Number(by.get(month)?.[f] ?? 0)])) as T) }));
}

export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
