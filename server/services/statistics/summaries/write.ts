import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listOf, textArray } from '../tree';
import { summaryRowsOf, upsertSummaryRows } from './rows';
import { SUMMARIZED_FACTS, type SummarizedTable } from './summarized';

interface Touched { view: string; fact: number; grain: string; day: string; organ_id: string; k: string; n: number }

/**
 * Moves the summaries by the fact rows `ids` of `table` as they are now: −1 before they are changed or
 * deleted, +1 after they are written. Rows left counting no fact are deleted, so a key with no fact is
 * never listed (as a scan of the facts would not list it).
 */
export async function moveSummaries(db: Db, table: SummarizedTable, ids: string[], sign: 1 | -1): Promise<void> {
  const facts = SUMMARIZED_FACTS.filter((s) => s.table === table);
  if (!facts.length || !ids.length) return;
  const only = sql`f.id = ANY(${textArray(ids)})`;
  const touched = listOf<Touched>(await db.execute(upsertSummaryRows(sql.join(facts.map((s) => sql`(${summaryRowsOf(s, only, sign)})`), sql` UNION ALL `))));
  const empty = touched.filter((r) => Number(r.n) === 0);
  if (!empty.length) return;
  const column = (key: keyof Touched) => textArray(empty.map((r) => String(r[key])));
  await db.execute(sql`
    DELETE FROM statistics_summaries s
    USING unnest(${column('view')}, ${column('fact')}, ${column('grain')}, ${column('day')}, ${column('organ_id')}, ${column('k')}) AS z(view, fact, grain, day, organ_id, k)
    WHERE s.view = z.view AND s.fact = z.fact::smallint AND s.grain = z.grain AND s.day = z.day::date AND s.organ_id = z.organ_id AND s.k = z.k AND s.n = 0`);
}

/**
 * Serialises the writers of one fact row (to the end of the outermost transaction), so a concurrent
 * write takes out the version the other one put in, never the same old version twice.
 */
export async function lockFact(db: Db, table: SummarizedTable, id: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${table}:${id}`}))`);
}
