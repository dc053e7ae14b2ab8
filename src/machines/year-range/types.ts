/** Types of the year-range picker machine. */

export type YearField = 'start' | 'end';

export interface YearRangeInput {
  /** The year the window opens on when nothing is selected (the app passes this year; tests pin it). */
  currentYear: number;
  start?: number;
  end?: number;
}

export interface YearRangeContext {
  /** The chosen range (both or neither), start ≤ end. */
  start?: number;
  end?: number;
  /** The first year clicked while selecting. */
  anchor?: number;
  /** The first year of the 20 shown. */
  pageStart: number;
  /** The year the keyboard (or the pointer) is on. */
  focusYear: number;
  /** What the two inputs show: the typed text, or the committed year. */
  startText: string;
  endText: string;
}

export type YearRangeEvent =
  | { type: 'year.pick'; year: number }
  /** The pointer is over a year: it becomes the focus (previews the range while selecting). */
  | { type: 'year.focus'; year: number }
  /** Arrow keys: ±1 left/right, ± a row up/down; the window follows the focus. */
  | { type: 'focus.move'; delta: number }
  /** Enter: picks the focused year. */
  | { type: 'focus.pick' }
  /** Escape: drops the first click and keeps the range there was. */
  | { type: 'selection.cancel' }
  | { type: 'page.previous' }
  | { type: 'page.next' }
  | { type: 'input.change'; field: YearField; text: string }
  /** Blur or Enter in an input: a whole year is taken, anything else reverts to the last valid year. */
  | { type: 'input.commit'; field: YearField }
  /** The value from outside (the URL, a reset). */
  | { type: 'range.set'; start?: number; end?: number }
  | { type: 'range.clear' };

export type YearRangeEmitted = { type: 'range.changed'; start?: number; end?: number };
