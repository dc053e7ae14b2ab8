import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listOf } from '../tree';
import { SUMMARY_COLUMNS, summaryRowsOf } from './rows';
import { SUMMARIZED_FACTS, SUMMARIZED_TABLES, type SummarizedFact } from './summarized';

/** The summarized facts whose summary was not built from their current definition. */
async function staleFacts(db: Db): Promise<SummarizedFact[]> {
  const states = listOf<{ view: string; fact: number; signature: string }>(await db.execute(sql`SELECT view, fact, signature FROM statistics_summary_states`));
  const built = new Set(states.map((s) => `${s.view}/${Number(s.fact)}/${s.signature}`));
  return SUMMARIZED_FACTS.filter((s) => !built.has(`${s.view}/${s.factIndex}/${s.signature}`));
}

/**
 * Rebuilds summaries from the facts: all of them after a bulk insert (seeds), or only those built from
 * another definition (start-up; the first start after the migration fills them all). The fact tables are
 * locked against writes meanwhile, so no write function moves a summary while it is rebuilt.
 */
export async function refreshStatisticsSummaries(db: Db, opts: { all: boolean }): Promise<string[]> {
  const targets = opts.all ? SUMMARIZED_FACTS : await staleFacts(db);
  if (!targets.length) return [];
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`LOCK TABLE ${SUMMARIZED_TABLES.join(', ')} IN SHARE MODE`));
    for (const s of targets) {
      await tx.execute(sql`DELETE FROM statistics_summaries WHERE view = ${s.view} AND fact = ${s.factIndex}`);
      await tx.execute(sql`INSERT INTO statistics_summaries (${SUMMARY_COLUMNS}) ${summaryRowsOf(s, sql`true`, 1)}`);
      await tx.execute(sql`
        INSERT INTO statistics_summary_states (view, fact, signature, refreshed_at) VALUES (${s.view}, ${s.factIndex}, ${s.signature}, now())
        ON CONFLICT (view, fact) DO UPDATE SET signature = excluded.signature, refreshed_at = excluded.refreshed_at`);
    }
    // Views no longer summarized (renamed or changed) leave no rows behind.
    const keep = SUMMARIZED_FACTS.map((s) => `${s.view}/${s.factIndex}`);
    await tx.execute(sql`DELETE FROM statistics_summaries WHERE NOT (view || '/' || fact = ANY(${`{${keep.join(',')}}`}::text[]))`);
    await tx.execute(sql`DELETE FROM statistics_summary_states WHERE NOT (view || '/' || fact = ANY(${`{${keep.join(',')}}`}::text[]))`);
  });
  await db.execute(sql`ANALYZE statistics_summaries`);
  return targets.map((s) => `${s.view}/${s.factIndex}`);
}

/** Whether a fact's summary was built from its current definition (else the view reads the facts). */
export async function summaryIsCurrent(db: Db, s: SummarizedFact): Promise<boolean> {
  const [row] = listOf<{ signature: string }>(await db.execute(sql`SELECT signature FROM statistics_summary_states WHERE view = ${s.view} AND fact = ${s.factIndex}`));
  return row?.signature === s.signature;
}
