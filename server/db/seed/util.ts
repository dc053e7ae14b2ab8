import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { CHINA_OFFSET_MS, DAY_MS, INSERT_CHUNK } from './constants';

/** Batch insert in chunks (keeps the parameter count of one statement small). */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(table).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

/** Midnight in China of the given instant: the anchor all demo timestamps hang off. */
export function chinaStartOfDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}
