import { createHash } from 'node:crypto';
import { CHINA_UTC_OFFSET_MS } from '../../../../src/constants/timings';
import { dimensionKey, measureAggregate } from '../sql-parts';
import { isRatio, type FactDef, type MeasureDef, type ViewDef } from '../types';
import { STATISTICS_VIEWS } from '../views';

/** Fact tables with a write path (fact-writes.ts) that keeps their summaries current. */
export const SUMMARIZED_TABLES = ['inspection_tasks', 'penalties', 'service_reviews'] as const;
export type SummarizedTable = (typeof SUMMARIZED_TABLES)[number];

/** Measure columns of a summary row (v1…v8). */
export const SUMMARY_VALUES = 8;
/** Bumped when the way a summary row is computed changes, so every summary is rebuilt once. */
const SUMMARY_FORMAT = 1;

/** One view's fact that is read from the summary: its measures in the view's order and how it is keyed. */
export interface SummarizedFact {
  view: string;
  factIndex: number;
  table: SummarizedTable;
  fact: FactDef;
  measures: MeasureDef[];
  /** SQL over the fact row `f`: its organisation, row key (text) and China day (null when undated). */
  organ: string;
  key: string;
  day: string;
  signature: string;
}

/** The measures of one fact of a view, in the order the runner computes them. */
export const measuresOf = (view: ViewDef, factIndex: number): MeasureDef[] => view.measures.filter((m) => !isRatio(m) && (m.fact ?? 0) === factIndex);

const tableOf = (fact: FactDef): SummarizedTable | undefined => {
  const table = /^(\w+) f$/.exec(fact.from)?.[1];
  return SUMMARIZED_TABLES.find((t) => t === table);
};

/** A day of the fact's date in China time. */
const chinaDay = (column: string) => `((${column} at time zone 'UTC') + interval '${CHINA_UTC_OFFSET_MS / 1000} seconds')::date`;

/**
 * Which facts can be summed from days: a plain fact table with a write path, dated by a timestamp that
 * limits every measure, with counts and sums only (a distinct count cannot be added up from days).
 */
function summarized(view: ViewDef, factIndex: number): SummarizedFact | undefined {
  const fact = view.facts[factIndex];
  const table = tableOf(fact);
  const measures = measuresOf(view, factIndex);
  if (!table || !fact.date || fact.date.kind !== 'time' || fact.date.measuresOnly) return undefined;
  if (!measures.length || measures.length > SUMMARY_VALUES || measures.some((m) => 'distinct' in m || ('inPeriod' in m && m.inPeriod))) return undefined;
  const dim = view.dimension;
  const key = dim.kind === 'organ' || dim.kind === 'station' ? "''" : `coalesce((${dimensionKey(dim, fact)})::text, 'null')`;
  const signature = createHash('sha256').update(JSON.stringify({ SUMMARY_FORMAT, fact, dim, measures })).digest('hex').slice(0, 32);
  return { view: view.key, factIndex, table, fact, measures, organ: fact.organ, key, day: chinaDay(fact.date.column), signature };
}

/** Every summarized fact of every view. */
export const SUMMARIZED_FACTS: SummarizedFact[] = STATISTICS_VIEWS.flatMap((v) => v.facts.map((_, i) => summarized(v, i)).filter((s): s is SummarizedFact => !!s));

export const summarizedFact = (view: string, factIndex: number) => SUMMARIZED_FACTS.find((s) => s.view === view && s.factIndex === factIndex);

/** The aggregate of one measure over fact rows (no period: a summary row is one day's facts). */
export const aggregateOf = (m: MeasureDef, s: SummarizedFact) => measureAggregate(m, s.fact, { organId: '', range: 1 });
