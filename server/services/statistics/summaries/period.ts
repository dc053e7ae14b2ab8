import { CHINA_UTC_OFFSET_MS } from '../../../../src/constants/timings';
import { chinaDateOf } from '../../../../src/shared/working-days';

const DAY_MS = 86_400_000;

/** Whole China days [from, to) as 'YYYY-MM-DD' (an absent bound is open). */
export interface DayRange { from?: string; to?: string }

/**
 * Facts of part of a day, read from the fact table: added (+1) when the period covers that part, or
 * subtracted (−1) when the period covers most of the day, which is then read whole from the summary.
 */
export interface Edge { from: Date; fromInclusive: boolean; to: Date; toInclusive: boolean; sign: 1 | -1 }

/**
 * How a period is read: whole months and days from the summary, the partial days at its ends from the
 * facts, and the undated facts only when the period is open both ways (as `col <= end` drops NULLs).
 */
export interface PeriodSplit {
  months?: DayRange;
  days: DayRange[];
  edges: Edge[];
  undated: boolean;
}

const midnightAtOrBefore = (ms: number) => ms - ((((ms + CHINA_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The first whole-day moment of a period starting at `start`, and the edge that makes it exact: the
 * facts from start to midnight added, or (more than half the day covered) those before start subtracted.
 */
function startOf(start: Date): { whole: number; edge?: Edge } {
  const ms = start.getTime();
  const day = midnightAtOrBefore(ms);
  if (day === ms) return { whole: ms };
  if (day + DAY_MS - ms > DAY_MS / 2) return { whole: day, edge: { from: new Date(day), fromInclusive: true, to: start, toInclusive: false, sign: -1 } };
  return { whole: day + DAY_MS, edge: { from: start, fromInclusive: true, to: new Date(day + DAY_MS), toInclusive: false, sign: 1 } };
}

/** The end (exclusive) of the whole days of a period ending at `end` (inclusive), and its edge. */
function endOf(end: Date): { whole: number; edge: Edge } {
  const ms = end.getTime();
  const day = midnightAtOrBefore(ms);
  // `<= end` with a millisecond end may still drop a fact a microsecond later: the end's day is always an edge.
  if (ms - day < DAY_MS / 2) return { whole: day, edge: { from: new Date(day), fromInclusive: true, to: end, toInclusive: true, sign: 1 } };
  return { whole: day + DAY_MS, edge: { from: end, fromInclusive: false, to: new Date(day + DAY_MS), toInclusive: false, sign: -1 } };
}

/** Null when the period holds no whole day's worth (then the facts are read directly). */
export function splitPeriod(start?: Date, end?: Date): PeriodSplit | null {
  const first = start && startOf(start);
  const last = end && endOf(end);
  if (first && last && first.whole >= last.whole) return null;
  const edges = [first?.edge, last?.edge].filter((e): e is Edge => !!e);
  const from = first && chinaDateOf(new Date(first.whole));
  const to = last && chinaDateOf(new Date(last.whole));
  const undated = !start && !end;
  // Whole months inside [from, to): from the first month starting at or after `from` to the month of `to`.
  const monthsFrom = from === undefined ? undefined : from === monthStart(from) ? from : nextMonth(from);
  const monthsTo = to === undefined ? undefined : monthStart(to);
  if (monthsFrom !== undefined && monthsTo !== undefined && monthsFrom >= monthsTo) return { days: [{ from, to }], edges, undated };
  const days: DayRange[] = [];
  if (from !== undefined && monthsFrom !== undefined && from < monthsFrom) days.push({ from, to: monthsFrom });
  if (monthsTo !== undefined && to !== undefined && monthsTo < to) days.push({ from: monthsTo, to });
  return { months: { from: monthsFrom, to: monthsTo }, days, edges, undated };
}
