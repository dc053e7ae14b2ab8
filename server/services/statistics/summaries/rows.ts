import { sql, type SQL } from 'drizzle-orm';
import { aggregateOf, SUMMARY_VALUES, type SummarizedFact } from './summarized';

/** The day a row of grain u carries (facts without a date). */
export const UNDATED_DAY = '1970-01-01';

const VALUE_COLUMNS = Array.from({ length: SUMMARY_VALUES }, (_, i) => `v${i + 1}`);
export const SUMMARY_COLUMNS = sql.raw(`view, fact, grain, day, organ_id, k, n, ${VALUE_COLUMNS.join(', ')}`);

/**
 * A fact's summary rows computed from its fact rows (those matching `only`), at every grain: its days, its
 * months and its undated facts, each value multiplied by `sign` (−1 takes rows out of the summary).
 */
export function summaryRowsOf(s: SummarizedFact, only: SQL, sign: 1 | -1): SQL {
  const values = VALUE_COLUMNS.map((c, i) => (i < s.measures.length ? sql`${aggregateOf(s.measures[i], s)} AS ${sql.raw(c)}` : sql`0::float8 AS ${sql.raw(c)}`));
  const sums = VALUE_COLUMNS.map((c) => sql.raw(`${sign} * sum(g.${c})`));
  return sql`
    SELECT ${s.view}::text, ${s.factIndex}::smallint, grains.grain,
           CASE grains.grain WHEN 'd' THEN g.day WHEN 'm' THEN date_trunc('month', g.day)::date ELSE ${UNDATED_DAY}::date END AS day,
           g.organ, g.k, (${sign} * sum(g.n))::int, ${sql.join(sums, sql`, `)}
    FROM (
      SELECT ${sql.raw(s.organ)} AS organ, ${sql.raw(s.key)} AS k, ${sql.raw(s.day)} AS day, count(*) AS n, ${sql.join(values, sql`, `)}
      FROM ${sql.raw(s.fact.from)}
      WHERE ${sql.raw(s.fact.where ?? 'true')} AND ${only}
      GROUP BY 1, 2, 3
    ) g JOIN (VALUES ('d'), ('m'), ('u')) AS grains(grain) ON (g.day IS NULL) = (grains.grain = 'u')
    GROUP BY 3, 4, 5, 6`;
}

/** Adds rows to the summary, summing into the rows already there. */
export function upsertSummaryRows(rows: SQL): SQL {
  const add = [sql.raw('n = s.n + excluded.n'), ...VALUE_COLUMNS.map((c) => sql.raw(`${c} = s.${c} + excluded.${c}`))];
  return sql`
    INSERT INTO statistics_summaries AS s (${SUMMARY_COLUMNS}) ${rows}
    ON CONFLICT (view, fact, grain, day, organ_id, k) DO UPDATE SET ${sql.join(add, sql`, `)}
    RETURNING s.view, s.fact, s.grain, s.day::text AS day, s.organ_id, s.k, s.n`;
}
