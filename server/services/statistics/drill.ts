import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/envelope';
import { pageWindow, type PageArgs } from '../../http/paging';
import type { ResolvedFilter } from './filters';
import { STATISTICS_MESSAGES as M } from './messages';
import { countedOrgans, dimensionKey, measureCondition, periodCondition } from './sql-parts';
import { listOf, organTree, textArray, type TreeOrgan } from './tree';
import { isRatio, type MeasureDef, type ViewDef } from './types';

export interface DrillArgs extends PageArgs {
  rowKey?: string;
  measure?: string;
}

export interface StatisticsRows {
  current: number;
  size: number;
  total: number;
  columns: { key: string; label: string }[];
  records: { id: string; cells: string[] }[];
}

/** The measure whose facts a drill-down lists: a ratio lists its denominator's facts. */
function drilledMeasure(view: ViewDef, key: string | undefined): MeasureDef | undefined {
  if (!key) return undefined;
  const m = view.measures.find((x) => x.key === key);
  if (!m) throw badRequest(M.unknownMeasure);
  return isRatio(m) ? drilledMeasure(view, m.ratio[1]) : m;
}

/** The organisations whose facts a row covers: a child organisation's whole subtree, a station, or all. */
function rowOrgans(view: ViewDef, tree: TreeOrgan[], rowKey: string | undefined): TreeOrgan[] {
  const organs = countedOrgans(view.dimension, tree);
  if (rowKey === undefined) return organs;
  if (view.dimension.kind === 'organ') return organs.filter((o) => o.top === rowKey);
  if (view.dimension.kind === 'station') return organs.filter((o) => o.id === rowKey);
  return organs;
}

/**
 * The facts behind one cell (a row and a measure; the whole row, or the total, when either is absent), paged.
 * The page's ids are chosen first, so names and texts are resolved for those rows only.
 */
export async function drillRows(db: Db, view: ViewDef, f: ResolvedFilter, args: DrillArgs): Promise<StatisticsRows> {
  const { current, size, limit, offset } = pageWindow(args);
  const measure = drilledMeasure(view, args.measure?.trim() || undefined);
  const fact = view.facts[measure?.fact ?? 0];
  const rowKey = args.rowKey === undefined || args.rowKey === '' ? undefined : args.rowKey;
  const organs = rowOrgans(view, await organTree(db, f), rowKey);
  const columns = fact.drill.columns.map((c) => ({ key: c.key, label: c.label }));
  if (!organs.length) return { current, size, total: 0, columns, records: [] };
  const where: SQL[] = [sql`${sql.raw(fact.organ)} = ANY(${textArray(organs.map((o) => o.id))})`, sql.raw(fact.where ?? 'true'), periodCondition(fact, f)];
  const byOrgan = view.dimension.kind === 'organ' || view.dimension.kind === 'station';
  if (rowKey !== undefined && !byOrgan) where.push(sql`${sql.raw(dimensionKey(view.dimension, fact))}::text = ${rowKey}`);
  if (measure) {
    where.push(measureCondition(measure, fact, f));
    if ('drill' in measure && measure.drill) where.push(sql.raw(`(${measure.drill})`));
  }
  const from = sql.raw(fact.from);
  const id = sql.raw(fact.drill.id);
  const order = sql.raw(fact.drill.order);
  const condition = sql.join(where, sql` AND `);
  const [counted] = listOf<{ total: unknown }>(await db.execute(sql`SELECT count(*) AS total FROM ${from} WHERE ${condition}`));
  const cells = fact.drill.columns.map((c, i) => sql`${sql.raw(c.sql)} AS ${sql.raw(`c${i}`)}`);
  const result = await db.execute(sql`
    SELECT ${id} AS id, ${sql.join(cells, sql`, `)}
    FROM ${from}
    WHERE ${id} IN (SELECT ${id} FROM ${from} WHERE ${condition} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
    ORDER BY ${order}`);
  return {
    current,
    size,
    total: Number(counted?.total ?? 0),
    columns,
    records: listOf<Record<string, unknown>>(result).map((r) => ({ id: String(r.id), cells: fact.drill.columns.map((_, i) => String(r[`c${i}`] ?? '')) })),
  };
}
