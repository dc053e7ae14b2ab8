import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ResolvedFilter } from '../filters';
import { splitPeriod, type DayRange } from './period';
import { summaryIsCurrent } from './refresh';
import { aggregateOf, summarizedFact } from './summarized';

const dayRange = (r: DayRange): SQL => {
  const parts = [...(r.from ? [sql`day >= ${r.from}::date`] : []), ...(r.to ? [sql`day < ${r.to}::date`] : [])];
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
};

/**
 * The per-organisation sums of one fact of a view for a filter, read from its summary: whole months and
 * days from the summary rows, the partial days at the period's edges from the facts, in the shape the
 * runner rolls up (organ, k, m0…). Undefined when the fact has no current summary or the period no
 * whole day; the runner then scans the facts.
 */
export async function summarySums(db: Db, view: string, factIndex: number, f: ResolvedFilter, ids: SQL): Promise<SQL | undefined> {
  const s = summarizedFact(view, factIndex);
  if (!s) return undefined;
  const split = splitPeriod(f.start, f.end);
  if (!split || !(await summaryIsCurrent(db, s))) return undefined;
  const grains = [
    ...(split.months ? [sql`(grain = 'm' AND ${dayRange(split.months)})`] : []),
    ...split.days.map((r) => sql`(grain = 'd' AND ${dayRange(r)})`),
    ...(split.undated ? [sql`grain = 'u'`] : []),
  ];
  const names = s.measures.map((_, i) => sql.raw(`m${i}`));
  const fromSummary = sql`
    SELECT organ_id AS organ, k, ${sql.join(names.map((n, i) => sql`${sql.raw(`v${i + 1}`)} AS ${n}`), sql`, `)}
    FROM statistics_summaries
    WHERE view = ${s.view} AND fact = ${s.factIndex} AND organ_id = ANY(${ids}) AND (${grains.length ? sql.join(grains, sql` OR `) : sql`false`})`;
  if (!split.edges.length) return fromSummary;
  const column = sql.raw(s.fact.date!.column);
  const edges = split.edges.map((e) => sql`(${column} >= ${e.start.toISOString()}::timestamptz AND ${column} <= ${e.end.toISOString()}::timestamptz)`);
  return sql`${fromSummary}
    UNION ALL
    SELECT ${sql.raw(s.organ)} AS organ, ${sql.raw(s.key)} AS k, ${sql.join(s.measures.map((m, i) => sql`${aggregateOf(m, s)} AS ${names[i]}`), sql`, `)}
    FROM ${sql.raw(s.fact.from)}
    WHERE ${sql.raw(s.organ)} = ANY(${ids}) AND ${sql.raw(s.fact.where ?? 'true')} AND (${sql.join(edges, sql` OR `)})
    GROUP BY 1, 2`;
}
