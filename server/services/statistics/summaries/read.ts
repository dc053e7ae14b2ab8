import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ResolvedFilter } from '../filters';
import { splitPeriod, type DayRange, type Edge } from './period';
import { summaryIsCurrent } from './refresh';
import { aggregateOf, summarizedFact, type SummarizedFact } from './summarized';

const dayRange = (r: DayRange): SQL[] => [...(r.from ? [sql`day >= ${r.from}::date`] : []), ...(r.to ? [sql`day < ${r.to}::date`] : [])];

/** Summary rows of one grain and day range: each an index range scan of the summary's key. */
const summaryRows = (s: SummarizedFact, ids: SQL, grain: 'd' | 'm' | 'u', range: DayRange = {}): SQL => sql`
  SELECT organ_id AS organ, k, n, ${sql.join(s.measures.map((_, i) => sql.raw(`v${i + 1} AS m${i}`)), sql`, `)}
  FROM statistics_summaries
  WHERE ${sql.join([sql`view = ${s.view}`, sql`fact = ${s.factIndex}`, sql`grain = ${grain}`, ...dayRange(range), sql`organ_id = ANY(${ids})`], sql` AND `)}`;

/** The facts of one partial day, added or subtracted. */
function edgeRows(s: SummarizedFact, ids: SQL, e: Edge): SQL {
  const column = sql.raw(s.fact.date!.column);
  const from = sql`${column} ${sql.raw(e.fromInclusive ? '>=' : '>')} ${e.from.toISOString()}::timestamptz`;
  const to = sql`${column} ${sql.raw(e.toInclusive ? '<=' : '<')} ${e.to.toISOString()}::timestamptz`;
  const signed = (value: SQL) => (e.sign === 1 ? value : sql`-(${value})`);
  return sql`
    SELECT ${sql.raw(s.organ)} AS organ, ${sql.raw(s.key)} AS k, ${signed(sql`count(*)`)} AS n,
           ${sql.join(s.measures.map((m, i) => sql`${signed(aggregateOf(m, s))} AS ${sql.raw(`m${i}`)}`), sql`, `)}
    FROM ${sql.raw(s.fact.from)}
    WHERE ${sql.raw(s.organ)} = ANY(${ids}) AND ${sql.raw(s.fact.where ?? 'true')} AND ${from} AND ${to}
    GROUP BY 1, 2`;
}

/**
 * The per-organisation sums of one fact of a view for a filter, read from its summary: whole months and
 * days from the summary rows, partial days from the facts, in the shape the runner rolls up (organ, k,
 * n, m0…; n the facts counted, so a key none of whose facts is in the period is left out). Undefined
 * when the fact has no current summary or the period no whole day; the runner then scans the facts.
 */
export async function summarySums(db: Db, view: string, factIndex: number, f: ResolvedFilter, ids: SQL): Promise<SQL | undefined> {
  const s = summarizedFact(view, factIndex);
  if (!s) return undefined;
  const split = splitPeriod(f.start, f.end);
  if (!split || !(await summaryIsCurrent(db, s))) return undefined;
  const parts = [
    ...(split.months ? [summaryRows(s, ids, 'm', split.months)] : []),
    ...split.days.map((r) => summaryRows(s, ids, 'd', r)),
    ...(split.undated ? [summaryRows(s, ids, 'u')] : []),
    ...split.edges.map((e) => edgeRows(s, ids, e)),
  ];
  return sql.join(parts.map((p) => sql`(${p})`), sql` UNION ALL `);
}
