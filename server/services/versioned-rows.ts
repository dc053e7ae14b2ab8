import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/envelope';

/** A table whose rows carry an id, an optimistic version, a soft-delete flag and a modification time. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; deleted: PgColumn; updatedAt: PgColumn };

/** Changes one live row at the version the caller read; a change by someone else since then is a 409 and writes nothing. */
export async function updateAtVersion<T extends VersionedTable>(db: Db, table: T, id: string, version: number, set: PgUpdateSetSource<T>): Promise<void> {
  const changed = await db
    .update(table)
    .set({ ...set, updatedAt: new Date(), version: version + 1 } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version), eq(table.deleted, false)))
    .returning({ id: table.id });
  if (!changed.length) throw conflict();
}

/** Soft-deletes every listed live row, all or none: one missing id (`missing` says which kind) changes nothing. */
export async function softRemoveAll<T extends VersionedTable>(db: Db, table: T, ids: string[], missing: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await (tx as unknown as Db)
      .update(table)
      .set({ deleted: true, updatedAt: new Date() } as PgUpdateSetSource<T>)
      .where(and(inArray(table.id, ids), eq(table.deleted, false)))
      .returning({ id: table.id });
    if (removed.length !== new Set(ids).size) throw notFound(missing);
    return removed.length;
  });
}
