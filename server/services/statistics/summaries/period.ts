import { CHINA_UTC_OFFSET_MS } from '../../../../src/constants/timings';
import { chinaDateOf } from '../../../../src/shared/working-days';

const DAY_MS = 86_400_000;

/** Whole China days [from, to) as 'YYYY-MM-DD' (an absent bound is open). */
export interface DayRange { from?: string; to?: string }

/**
 * How a period is read: whole months and whole days from the summary, the partial days at its edges
 * (moments, both inclusive) from the facts, and the undated facts only when the period is open both ways.
 * The day of the end is always an edge: `<= end` counts a fact at 23:59:59.5 only when end reaches it.
 */
export interface PeriodSplit {
  months?: DayRange;
  days: DayRange[];
  edges: { start: Date; end: Date }[];
  undated: boolean;
}

const midnightAtOrBefore = (ms: number) => ms - ((((ms + CHINA_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** Null when the period holds no whole day (then the facts are read directly). */
export function splitPeriod(start?: Date, end?: Date): PeriodSplit | null {
  const startMs = start?.getTime();
  const endMs = end?.getTime();
  const wholeFrom = startMs === undefined ? undefined : midnightAtOrBefore(startMs) === startMs ? startMs : midnightAtOrBefore(startMs) + DAY_MS;
  const wholeTo = endMs === undefined ? undefined : midnightAtOrBefore(endMs);
  if (wholeFrom !== undefined && wholeTo !== undefined && wholeFrom >= wholeTo) return null;
  const edges: PeriodSplit['edges'] = [];
  if (start && wholeFrom !== undefined && startMs! < wholeFrom) edges.push({ start, end: new Date(wholeFrom - 1) });
  if (end && wholeTo !== undefined) edges.push({ start: new Date(wholeTo), end });
  const from = wholeFrom === undefined ? undefined : chinaDateOf(new Date(wholeFrom));
  const to = wholeTo === undefined ? undefined : chinaDateOf(new Date(wholeTo));
  // Whole months inside [from, to): from the first month starting at or after `from` to the month of `to`.
  const monthsFrom = from === undefined ? undefined : from === monthStart(from) ? from : nextMonth(from);
  const monthsTo = to === undefined ? undefined : monthStart(to);
  const undated = start === undefined && end === undefined;
  if (monthsFrom !== undefined && monthsTo !== undefined && monthsFrom >= monthsTo) return { days: [{ from, to }], edges, undated };
  const days: DayRange[] = [];
  if (from !== undefined && monthsFrom !== undefined && from < monthsFrom) days.push({ from, to: monthsFrom });
  if (monthsTo !== undefined && to !== undefined && monthsTo < to) days.push({ from: monthsTo, to });
  return { months: { from: monthsFrom, to: monthsTo }, days, edges, undated };
}
