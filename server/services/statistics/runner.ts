import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResolvedFilter } from './filters';
import { dimensionRows, type DimensionRow } from './dimension-rows';
import { countedOrgans, dimensionKey, groupKey, measureAggregate, periodCondition } from './sql-parts';
import { summarySums } from './summaries/read';
import { listOf, organTree, textArray, type TreeOrgan } from './tree';
import { isRatio, type MeasureDef, type MeasureUnit, type ViewDef } from './types';

export interface StatisticsView {
  view: string;
  title: string;
  dimension: { key: string; label: string };
  yearly: boolean;
  measures: { key: string; label: string; unit?: MeasureUnit }[];
  rows: { key: string; label: string; shortLabel?: string; values: number[] }[];
  totals: number[];
}

type Sums = Map<string, number[]>;
const TOTAL = '\u0000total';

/**
 * One query per fact, every aggregate in SQL. The facts are aggregated per organisation (and row key) first,
 * in one parallel scan, then rolled up to the rows and the grand total (GROUPING SETS) over those few groups.
 * A distinct count cannot be re-added, so a fact with one is grouped in a single step. A fact with a
 * current summary (summaries/) is read from its daily and monthly rows plus the partial days at the edges.
 */
async function factSums(db: Db, view: ViewDef, f: ResolvedFilter, tree: TreeOrgan[], factIndex: number, measures: MeasureDef[]): Promise<Sums> {
  const fact = view.facts[factIndex];
  const dim = view.dimension;
  const organs = countedOrgans(dim, tree);
  if (!organs.length) return new Map();
  const ids = textArray(organs.map((o) => o.id));
  const mapping = sql`unnest(${ids}, ${textArray(organs.map((o) => o.top))}) AS tree(id, top)`;
  const where = sql`${sql.raw(fact.organ)} = ANY(${ids}) AND ${sql.raw(fact.where ?? 'true')} AND ${periodCondition(fact, f)}`;
  const byOrgan = dim.kind === 'organ' || dim.kind === 'station';
  const names = measures.map((_, i) => sql.raw(`m${i}`));
  let query;
  if (measures.some((m) => 'distinct' in m)) {
    const key = sql.raw(dim.kind === 'organ' ? 'tree.top' : dimensionKey(dim, fact));
    query = sql`
      SELECT ${key}::text AS k, GROUPING(${key}) AS g, ${sql.join(measures.map((m, i) => sql`${measureAggregate(m, fact, f)} AS ${names[i]}`), sql`, `)}
      FROM ${sql.raw(fact.from)} JOIN ${mapping} ON tree.id = ${sql.raw(fact.organ)}
      WHERE ${where}
      GROUP BY GROUPING SETS ((${key}), ())`;
  } else {
    const grouped = groupKey(dim, fact);
    const summed = await summarySums(db, view.key, factIndex, f, ids);
    const innerKey = byOrgan ? sql`` : sql`, ${sql.raw(grouped.inner)} AS k`;
    // Summary rows carry the row key as text already (months as 'YYYY-MM').
    const key = sql.raw(dim.kind === 'organ' ? 'tree.top' : dim.kind === 'station' ? 'agg.organ' : summed ? 'agg.k' : grouped.outer);
    const inner =
      summed ??
      sql`
        SELECT ${sql.raw(fact.organ)} AS organ${innerKey}, ${sql.join(measures.map((m, i) => sql`${measureAggregate(m, fact, f)} AS ${names[i]}`), sql`, `)}
        FROM ${sql.raw(fact.from)}
        WHERE ${where}
        GROUP BY 1${byOrgan ? sql`` : sql`, 2`}`;
    query = sql`
      SELECT ${key}::text AS k, GROUPING(${key}) AS g, ${sql.join(names.map((n) => sql`sum(agg.${n})::float8 AS ${n}`), sql`, `)}
      FROM (${inner}) agg JOIN ${mapping} ON tree.id = agg.organ
      GROUP BY GROUPING SETS ((${key}), ())${summed ? sql` HAVING sum(agg.n) > 0 OR GROUPING(${key}) = 1` : sql``}`;
  }
  const sums: Sums = new Map();
  for (const row of listOf<Record<string, unknown>>(await db.execute(query))) {
    const k = Number(row.g) === 1 ? TOTAL : String(row.k);
    sums.set(k, measures.map((_, i) => Number(row[`m${i}`] ?? 0)));
  }
  return sums;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Shown values in measure order: money to the fen, ratios from the sums (the row's, or the total's). */
function finish(measures: MeasureDef[], raw: number[], totals: number[]): number[] {
  const at = new Map(measures.map((m, i) => [m.key, i]));
  const values = measures.map((m, i) => {
    if (!isRatio(m)) return m.unit === 'yuan' ? round(raw[i], 2) : raw[i];
    const num = raw[at.get(m.ratio[0])!];
    const den = (m.overTotal ? totals : raw)[at.get(m.ratio[1])!];
    if (!den) return 0;
    return m.unit === 'percent' ? round((num * 100) / den, 1) : round(num / den, 2);
  });
  return values.filter((_, i) => !measures[i].hidden);
}

/** The figures of one view for one resolved filter: every aggregate in SQL, rates from the sums. */
export async function runView(db: Db, view: ViewDef, f: ResolvedFilter): Promise<StatisticsView> {
  const byFact = new Map<number, { m: MeasureDef; i: number }[]>();
  view.measures.forEach((m, i) => {
    if (isRatio(m)) return;
    const list = byFact.get(m.fact ?? 0) ?? [];
    list.push({ m, i });
    byFact.set(m.fact ?? 0, list);
  });
  const tree = await organTree(db, f);
  const raw = new Map<string, number[]>();
  const cell = (k: string) => raw.get(k) ?? (raw.set(k, view.measures.map(() => 0)), raw.get(k)!);
  for (const [factIndex, list] of byFact) {
    const sums = await factSums(db, view, f, tree, factIndex, list.map((x) => x.m));
    for (const [k, values] of sums) list.forEach(({ i }, j) => (cell(k)[i] = values[j]));
  }
  const dataKeys = [...raw.keys()].filter((k) => k !== TOTAL);
  const firstValue = (k: string) => raw.get(k)?.[0] ?? 0;
  const rows: DimensionRow[] = await dimensionRows(db, view, f, tree, dataKeys, firstValue);
  const zero = view.measures.map(() => 0);
  const totals = raw.get(TOTAL) ?? zero;
  return {
    view: view.key,
    title: view.title,
    dimension: { key: view.dimension.key, label: view.dimension.label },
    yearly: view.yearly,
    measures: view.measures.filter((m) => !m.hidden).map((m) => ({ key: m.key, label: m.label, ...(m.unit ? { unit: m.unit } : {}) })),
    rows: rows.map((r) => ({ key: r.key, label: r.label, ...(r.shortLabel ? { shortLabel: r.shortLabel } : {}), values: finish(view.measures, raw.get(r.key) ?? zero, totals) })),
    totals: finish(view.measures, totals, totals),
  };
}
