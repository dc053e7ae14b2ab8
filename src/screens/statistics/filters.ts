/** The filters of a statistics view, as the server takes them and as the URL query keeps them. */
import { ORGAN_RANGE_SUBTREE, ORGAN_RANGES } from '../../constants/statistics';
import type { PeriodKind } from './views';

export interface StatisticsFilters {
  /** '' → the server takes the user's own unit. */
  organId: string;
  organRange: number;
  startTime?: string;
  endTime?: string;
  startYear?: number;
  endYear?: number;
}

export const DEFAULT_FILTERS: StatisticsFilters = { organId: '', organRange: ORGAN_RANGE_SUBTREE };

const yearOf = (text: string | null) => (text && /^\d{4}$/.test(text) ? Number(text) : undefined);
const textOf = (text: string | null) => text || undefined;

/** Filters from the page's query string; what is missing or malformed takes its default. */
export function filtersFromQuery(search: URLSearchParams): StatisticsFilters {
  const range = Number(search.get('organRange'));
  return {
    organId: search.get('organId') ?? '',
    organRange: search.has('organRange') && (ORGAN_RANGES as readonly number[]).includes(range) ? range : ORGAN_RANGE_SUBTREE,
    startTime: textOf(search.get('startTime')),
    endTime: textOf(search.get('endTime')),
    startYear: yearOf(search.get('startYear')),
    endYear: yearOf(search.get('endYear')),
  };
}

/** The query string keeping the filters (defaults left out). */
export function filtersToQuery(filters: StatisticsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.organId) search.set('organId', filters.organId);
  if (filters.organRange !== ORGAN_RANGE_SUBTREE) search.set('organRange', String(filters.organRange));
  for (const key of ['startTime', 'endTime', 'startYear', 'endYear'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

/** What the server is sent: only the period the view uses, nothing empty. */
export function requestFilters(filters: StatisticsFilters, period: PeriodKind) {
  return {
    ...(filters.organId ? { organId: filters.organId } : {}),
    organRange: filters.organRange,
    ...(period === 'date' ? { startTime: filters.startTime, endTime: filters.endTime } : {}),
    ...(period === 'year' ? { startYear: filters.startYear, endYear: filters.endYear } : {}),
  };
}
