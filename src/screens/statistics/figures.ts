/** A view's figures as the screen shows them: formatted values and the data each chart kind takes. */
import { MONEY_DECIMALS, RATE_DECIMALS } from '../../constants/statistics';
import type { StatisticsViewQuery } from '../../graphql/generated/graphql';
import type { StatisticsViewDef } from './views';

export type MeasureUnit = 'count' | 'yuan' | 'percent' | 'score';

export interface Measure {
  key: string;
  label: string;
  unit?: MeasureUnit | null;
}

export interface FigureRow {
  key: string;
  label: string;
  /** Shown on a chart's axis when the label is long (an organisation's short name). */
  shortLabel?: string | null;
  values: readonly number[];
}

export interface Figures {
  view: string;
  title: string;
  dimension: { key: string; label: string };
  yearly: boolean;
  measures: readonly Measure[];
  rows: readonly FigureRow[];
  totals: readonly number[];
}

/** A gateway list without its (never sent) null items. */
export const present = <T>(items: ReadonlyArray<T | null> | null | undefined): T[] => (items ?? []).filter((item): item is T => item !== null);
const numbers = (values: ReadonlyArray<number | null>) => values.map((value) => value ?? 0);

/** The gateway's answer with its nullable list items settled (the server never sends null items). */
export function figuresOf(data: StatisticsViewQuery['statisticsView'] | undefined): Figures | undefined {
  if (!data) return undefined;
  return {
    ...data,
    measures: present(data.measures),
    rows: present(data.rows).map((row) => ({ ...row, values: numbers(row.values) })),
    totals: numbers(data.totals),
  };
}

/** A rate of the view (by its definition or its unit). */
export const isRate = (def: StatisticsViewDef, measure: Measure) => measure.unit === 'percent' || Boolean(def.rates?.includes(measure.key));

/** The text of one value: rates one decimal, money two, scores as needed, counts whole. */
export function formatFigure(value: number, measure: Measure, def: StatisticsViewDef): string {
  if (isRate(def, measure)) return value.toFixed(RATE_DECIMALS);
  if (measure.unit === 'yuan') return value.toFixed(MONEY_DECIMALS);
  if (measure.unit === 'score') return String(Number(value.toFixed(MONEY_DECIMALS)));
  return String(value);
}

/** A figure that opens the rows behind it: a non-zero count, sum or score (a rate has no rows of its own). */
export const canDrill = (value: number, measure: Measure, def: StatisticsViewDef) => value !== 0 && !isRate(def, measure);

/** The charted measures the server returned, in the definition's order. */
export function chartedMeasures(figures: Figures, def: StatisticsViewDef): Measure[] {
  return def.charted.map((key) => figures.measures.find((measure) => measure.key === key)).filter((measure): measure is Measure => Boolean(measure));
}

const valueOf = (figures: Figures, row: FigureRow, key: string) => row.values[figures.measures.findIndex((measure) => measure.key === key)] ?? 0;

/** Bar chart data: one group per row (indexed by the row key), one bar per measure. */
export function barData(figures: Figures, measures: readonly Measure[]) {
  return figures.rows.map((row) => ({
    row: row.key,
    ...Object.fromEntries(measures.map((measure) => [measure.key, valueOf(figures, row, measure.key)])),
  }));
}

/** Line chart data: one series per measure across the rows (months). */
export function lineData(figures: Figures, measures: readonly Measure[]) {
  return measures.map((measure) => ({
    id: measure.key,
    data: figures.rows.map((row) => ({ x: row.label, y: valueOf(figures, row, measure.key), rowKey: row.key })),
  }));
}

/** Pie data: each row's share of one measure; empty slices are left out. */
export function pieData(figures: Figures, measure: Measure) {
  return figures.rows
    .map((row) => ({ id: row.key, label: row.shortLabel ?? row.label, value: valueOf(figures, row, measure.key) }))
    .filter((slice) => slice.value > 0);
}

export const hasFigures = (figures: Figures) => figures.rows.some((row) => row.values.some((value) => value !== 0));
