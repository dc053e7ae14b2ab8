/** What the three chart kinds share: colours, the text theme, a legend that wraps under the plot. */
import type { Measure } from '../figures';

/** Distinct, print-safe colours; the brand red first. */
export const CHART_COLORS = ['#e03a22', '#2f5494', '#f2a541', '#3c9d6e', '#8e5ac8', '#1fa2b8', '#c2577a', '#7d8a99'];

export const CHART_THEME = {
  text: { fontSize: 12, fill: '#3f4752' },
  axis: { ticks: { text: { fontSize: 11, fill: '#5b6573' } }, legend: { text: { fontSize: 12 } } },
  grid: { line: { stroke: '#e6e9ef' } },
  legends: { text: { fontSize: 12 } },
  tooltip: { container: { fontSize: 12 } },
} as const;

/** The label of a measure key (legends and tooltips show labels, the data carries keys). */
export const labelOf = (measures: readonly Measure[], key: string | number) => measures.find((measure) => measure.key === key)?.label ?? String(key);

/** Long row labels are cut on the axis (the tooltip and the table show them whole). */
export const MAX_TICK_CHARS = 8;
export const shortLabel = (label: string) => (label.length > MAX_TICK_CHARS ? `${label.slice(0, MAX_TICK_CHARS - 1)}…` : label);

/** Labels this short (本级) take no part in finding the shared beginning. */
const SHORT_LABEL = 3;

/**
 * Axis text for each label: when labels would be cut, the beginning every long label shares is left out
 * (深圳市 of 深圳市福田区消防救援大队), so what tells the rows apart survives the cut.
 */
export function axisLabels(labels: readonly string[]): Map<string, string> {
  const cut = labels.some((label) => label.length > MAX_TICK_CHARS);
  const long = cut ? labels.filter((label) => label.length > SHORT_LABEL) : [];
  let shared = long.length > 1 ? long[0] : '';
  for (const label of long) while (shared && !label.startsWith(shared)) shared = shared.slice(0, -1);
  const strip = (label: string) => (label.length > SHORT_LABEL && label.length > shared.length ? label.slice(shared.length) : label);
  return new Map(labels.map((label) => [label, shortLabel(strip(label))]));
}
