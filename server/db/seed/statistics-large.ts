/**
 * `npm run seed -- --scale=large`: a large city's volume of statistics facts for the benchmarks, on top
 * of the demo data (its people, units, causes and departments): a million tasks by default with their
 * penalties, 100,000 complaints and 200,000 reviews over the two years before the seeding day. Rows are
 * generated inside the database (statistics-large-sql.ts) in batches, each batch in one transaction;
 * a second run continues after the last complete batch and skips what is complete.
 */
import { sql, type SQL } from 'drizzle-orm';
import { refreshStatisticsSummaries } from '../../services/statistics/summaries/refresh';
import type { Db } from '../client';
import { insertComplaints, insertPenalties, insertReviews, insertTasks, LARGE_PREFIX } from './statistics-large-sql';

export interface LargeScale {
  tasks: number;
  complaints: number;
  reviews: number;
  /** Rows per batch (one statement and transaction each). */
  batch: number;
}

export const LARGE_SCALE: LargeScale = { tasks: 1_000_000, complaints: 100_000, reviews: 200_000, batch: 100_000 };

const listOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = listOf<{ n: string | number | null }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** The highest row number of the large rows already in a table (0 when none). */
const lastRow = (db: Db, table: string, prefix: string) =>
  count(db, sql`SELECT max(substr(id, ${prefix.length + 1})::bigint) AS n FROM ${sql.identifier(table)} WHERE id LIKE ${`${prefix}%`}`);

interface Part {
  table: string;
  prefix: string;
  target: number;
  statements: (anchor: Date, from: number, to: number) => SQL[];
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/** Adds the large volume; returns the rows written now per table. Throws when the demo data is missing. */
export async function seedLargeStatistics(db: Db, anchor: Date, scale: LargeScale = LARGE_SCALE, log: (line: string) => void = console.log): Promise<Record<string, number>> {
  const people = await count(db, sql`SELECT count(*) AS n FROM users u JOIN organizations o ON o.id = u.organ_id WHERE o.level IN (3, 4) AND u.deleted = false`);
  if (!people) throw new Error('大规模数据需要先写入演示数据（组织、人员、社会单位），请先运行 npm run seed -- --demo');
  const parts: Part[] = [
    { table: 'inspection_tasks', prefix: LARGE_PREFIX.tasks, target: scale.tasks, statements: (a, f, t) => [insertTasks(a, f, t), insertPenalties(a, f, t)] },
    { table: 'complaints', prefix: LARGE_PREFIX.complaints, target: scale.complaints, statements: (a, f, t) => [insertComplaints(a, f, t)] },
    { table: 'service_reviews', prefix: LARGE_PREFIX.reviews, target: scale.reviews, statements: (a, f, t) => [insertReviews(a, f, t)] },
  ];
  const started = Date.now();
  const written: Record<string, number> = {};
  for (const part of parts) {
    const done = await lastRow(db, part.table, part.prefix);
    written[part.table] = 0;
    if (done >= part.target) {
      log(`${part.table}: 已有 ${thousands(done)} 行大规模数据，跳过`);
      continue;
    }
    if (done) log(`${part.table}: 已有 ${thousands(done)} 行，从第 ${thousands(done + 1)} 行继续`);
    const partStarted = Date.now();
    for (let from = done + 1; from <= part.target; from += scale.batch) {
      const to = Math.min(part.target, from + scale.batch - 1);
      await db.transaction(async (tx) => {
        for (const statement of part.statements(anchor, from, to)) await tx.execute(statement);
      });
      written[part.table] += to - from + 1;
      log(`${part.table}: ${thousands(to)} / ${thousands(part.target)}（${seconds(partStarted)} 秒）`);
    }
  }
  if (Object.values(written).some((n) => n > 0)) {
    // The bulk insert bypasses the fact write functions: the summaries are rebuilt from the facts.
    log('重建统计汇总…');
    const summaryStarted = Date.now();
    await refreshStatisticsSummaries(db, { all: true });
    log(`统计汇总已重建（${seconds(summaryStarted)} 秒）`);
  }
  log('更新统计信息（ANALYZE）…');
  await db.execute(sql`ANALYZE inspection_tasks, penalties, complaints, service_reviews`);
  const penalties = await count(db, sql`SELECT count(*) AS n FROM penalties WHERE id LIKE ${`${LARGE_PREFIX.penalties}%`}`);
  log(`大规模数据就绪：检查任务 ${thousands(scale.tasks)}，处罚 ${thousands(penalties)}，投诉举报 ${thousands(scale.complaints)}，服务评价 ${thousands(scale.reviews)}；用时 ${seconds(started)} 秒`);
  return written;
}
