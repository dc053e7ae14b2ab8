import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Rows per statement: one JSON parameter each, so the size is bounded by memory, not by parameters. */
const JSON_CHUNK = 5_000;

/**
 * Bulk insert of many generated rows: each chunk travels as one JSON parameter expanded in the
 * database (json_populate_recordset), several times faster than bound values on PGlite. Columns left
 * out of the rows (every row has the first row's keys) take their defaults. Fixed ids: a second seed over kept rows leaves them as they are.
 */
export async function insertKept<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const names = sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `);
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    const chunk = rows.slice(i, i + JSON_CHUNK).map((row) => Object.fromEntries(columns.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key] ?? null])));
    await db.execute(sql`
      INSERT INTO ${name} (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(chunk)}::json)
      ON CONFLICT DO NOTHING`);
  }
}
