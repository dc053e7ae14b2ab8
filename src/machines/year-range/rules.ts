/** Pure rules of the year-range picker: ordering, the 20-year window, typed years. */
import { YEARS_PER_PAGE, YEARS_PER_PANEL, YEAR_DIGITS, YEAR_MAX, YEAR_MIN } from '../../constants/year-range';

export interface YearRange {
  start: number;
  end: number;
}

export const orderedRange = (a: number, b: number): YearRange => ({ start: Math.min(a, b), end: Math.max(a, b) });

export const clampYear = (year: number) => Math.min(YEAR_MAX, Math.max(YEAR_MIN, year));

/**
 * The first year of the window that shows `year`: whole decades, the year's decade in the right panel,
 * so the years before it (what an analyst compares) are in view.
 */
export const pageStartFor = (year: number) => Math.floor(year / YEARS_PER_PANEL) * YEARS_PER_PANEL - YEARS_PER_PANEL;

/** The window moved by whole pages until it holds `year`. */
export function pageHolding(pageStart: number, year: number): number {
  const pages = Math.floor((year - pageStart) / YEARS_PER_PAGE);
  return pageStart + pages * YEARS_PER_PAGE;
}

/** The two panels of the window, ten years each. */
export function panelsOf(pageStart: number): [number[], number[]] {
  const years = (from: number) => Array.from({ length: YEARS_PER_PANEL }, (_, index) => from + index);
  return [years(pageStart), years(pageStart + YEARS_PER_PANEL)];
}

/** Only digits may be typed, at most a year's worth. */
export const isTypable = (text: string) => new RegExp(`^\\d{0,${YEAR_DIGITS}}$`).test(text);

/** The year a typed text means, or undefined when it is not a whole year within the bounds. */
export function parseYear(text: string): number | undefined {
  if (!new RegExp(`^\\d{${YEAR_DIGITS}}$`).test(text)) return undefined;
  const year = Number(text);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : undefined;
}

export const yearText = (year: number | undefined) => (year === undefined ? '' : String(year));
