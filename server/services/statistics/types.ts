/**
 * The declarative shape of a statistics view (/tjfx 10000): what it counts (facts), by what (dimension) and
 * how (measures). One runner (runner.ts) turns any definition into SQL; nothing here touches the database.
 * SQL snippets are trusted constants written here (never user input) and refer to the fact row as `f`.
 */

export type MeasureUnit = 'count' | 'yuan' | 'percent' | 'score';

/** A fact table as the view reads it. */
export interface FactDef {
  /** FROM clause with the fact aliased `f` (joins allowed, e.g. approved duty declarations). */
  from: string;
  /** Always-true conditions of the fact (e.g. only bad reviews), or none. */
  where?: string;
  /** The organisation column the organ filter and the organ roll-up use. */
  organ: string;
  /**
   * The dating column: a timestamp, or a 'YYYY-MM' text (`month`); none when the view has no date filter.
   * `measuresOnly`: the period limits only the measures marked `inPeriod` (volunteers joined in the period).
   */
  date?: { column: string; kind: 'time' | 'month'; measuresOnly?: boolean };
  /** Drill-down: the row id, the columns shown (display text SQL) and the order. */
  drill: { id: string; columns: { key: string; label: string; sql: string }[]; order: string };
}

interface MeasureBase {
  key: string;
  label: string;
  unit?: MeasureUnit;
  /** Index into the view's facts (default 0). */
  fact?: number;
  /** Computed for a ratio but not shown (e.g. the score sum behind 人均得分). */
  hidden?: boolean;
}

/** count(*) of the facts matching `when` (all facts when absent). */
export interface CountMeasure extends MeasureBase {
  count: string | true;
  /** Counts only the facts dated in the period (with a fact date marked `measuresOnly`). */
  inPeriod?: boolean;
}

/** sum(expr) over the facts matching `when`; drill-down lists the facts matching `drill`. */
export interface SumMeasure extends MeasureBase {
  sum: string;
  when?: string;
  drill?: string;
}

/** count(distinct expr). */
export interface DistinctMeasure extends MeasureBase {
  distinct: string;
  when?: string;
}

/** A ratio of two other measures, computed from their sums (row and total alike); ×100 when percent. */
export interface RatioMeasure extends MeasureBase {
  ratio: [numerator: string, denominator: string];
  /** The denominator is the grand total's, not the row's (a row's share of the whole). */
  overTotal?: boolean;
}

export type MeasureDef = CountMeasure | SumMeasure | DistinctMeasure | RatioMeasure;

export interface Category {
  key: string;
  label: string;
}

/**
 * The row dimension:
 * - organ:    the chosen organisation's direct children, each rolling up its subtree, plus 本级 (range 1);
 *             the organisation itself (range 0)
 * - station:  every level-4 organisation under the filter (the facts sit on the stations themselves)
 * - user:     the people with facts (name and unit)
 * - month:    'YYYY-MM' of the fact's date (China time)
 * - category: a fixed list of categories (every one shown, zero or not)
 * - lookup:   keys found in the facts, named from a table (case causes, departments, areas)
 * - value:    the key text itself
 */
export type DimensionDef =
  | { kind: 'organ' | 'station' | 'user' | 'month'; key: string; label: string }
  | { kind: 'category'; key: string; label: string; expr: string; categories: Category[] }
  | { kind: 'lookup'; key: string; label: string; expr: string; table: string; name: string }
  | { kind: 'value'; key: string; label: string; expr: string };

export interface ViewDef {
  key: string;
  /** Catalogue route name of the screen that shows it. */
  route: string;
  /** The menu id the caller must be granted (the fire views share 10600, their routes have none). */
  menuId: number;
  title: string;
  /** Filtered by a year range (startYear/endYear) instead of a date range. */
  yearly: boolean;
  dimension: DimensionDef;
  facts: FactDef[];
  measures: MeasureDef[];
}

export const isRatio = (m: MeasureDef): m is RatioMeasure => 'ratio' in m;
