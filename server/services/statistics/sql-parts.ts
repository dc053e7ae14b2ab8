import { sql, type SQL } from 'drizzle-orm';
import type { ResolvedFilter } from './filters';
import type { TreeOrgan } from './tree';
import { isRatio, type CountMeasure, type DimensionDef, type FactDef, type MeasureDef } from './types';

/** A timestamp as its China-time text (the product's time zone), e.g. for months and display. */
export const chinaText = (column: string, format: string) => `to_char((${column} at time zone 'UTC') + interval '8 hours', '${format}')`;

/** The period condition of a fact (true when the view has no date or the period limits measures only). */
export function periodCondition(fact: FactDef, f: ResolvedFilter, forMeasure = false): SQL {
  const date = fact.date;
  if (!date || (date.measuresOnly && !forMeasure)) return sql`true`;
  const col = sql.raw(date.column);
  const parts: SQL[] = [];
  if (date.kind === 'month') {
    if (f.startMonth) parts.push(sql`${col} >= ${f.startMonth}`);
    if (f.endMonth) parts.push(sql`${col} <= ${f.endMonth}`);
  } else {
    if (f.start) parts.push(sql`${col} >= ${f.start.toISOString()}::timestamptz`);
    if (f.end) parts.push(sql`${col} <= ${f.end.toISOString()}::timestamptz`);
  }
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The SQL expression of a fact's row key for the dimensions that are not organisations (months, categories…). */
export function dimensionKey(dim: DimensionDef, fact: FactDef): string {
  switch (dim.kind) {
    case 'organ':
    case 'station':
      return fact.organ;
    case 'user':
      return 'f.user_id';
    case 'month':
      return chinaText(fact.date!.column, 'YYYY-MM');
    default:
      return dim.expr;
  }
}

/**
 * The key a fact query groups by first, and how the roll-up turns that group into the row key: months are
 * grouped as truncated timestamps (cheaper per row than formatting text) and formatted once per group.
 */
export function groupKey(dim: DimensionDef, fact: FactDef): { inner: string; outer: string } {
  if (dim.kind === 'month') return { inner: `date_trunc('month', (${fact.date!.column} at time zone 'UTC') + interval '8 hours')`, outer: "to_char(agg.k, 'YYYY-MM')" };
  return { inner: `(${dimensionKey(dim, fact)})::text`, outer: 'agg.k' };
}

/** The organisations whose facts a view counts: all of the filter's, or only its stations. */
export const countedOrgans = (dim: DimensionDef, tree: TreeOrgan[]): TreeOrgan[] => (dim.kind === 'station' ? tree.filter((o) => o.level === 4) : tree);

/** The condition that restricts a fact to what one measure counts (for its aggregate and its drill-down). */
export function measureCondition(m: MeasureDef, fact: FactDef, f: ResolvedFilter): SQL {
  if (isRatio(m)) return sql`true`;
  const parts: SQL[] = [];
  if ('count' in m && m.count !== true) parts.push(sql.raw(`(${m.count})`));
  if ('when' in m && m.when) parts.push(sql.raw(`(${m.when})`));
  if ((m as CountMeasure).inPeriod) parts.push(periodCondition(fact, f, true));
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The aggregate of one (non-ratio) measure, as float8 so both drivers read a number. */
export function measureAggregate(m: MeasureDef, fact: FactDef, f: ResolvedFilter): SQL {
  const cond = measureCondition(m, fact, f);
  if ('sum' in m) return sql`coalesce(sum(${sql.raw(m.sum)}) FILTER (WHERE ${cond}), 0)::float8`;
  if ('distinct' in m) return sql`(count(DISTINCT ${sql.raw(m.distinct)}) FILTER (WHERE ${cond}))::float8`;
  return sql`(count(*) FILTER (WHERE ${cond}))::float8`;
}
