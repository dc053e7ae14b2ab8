import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writDocuments, writNumberCounters } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { writDocument, type WritDocumentRow } from '../entities/writ-document.entity';
import { chinaYear, writNumber } from './writ-text';

const d = writDocuments;
const c = writNumberCounters;

/**
 * The next sequence of (prefix, year). The upsert takes the counter row's lock until the transaction
 * ends, so concurrent issues wait for each other and a rolled-back issue gives its number back.
 */
export async function nextSeq(tx: Db, prefix: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(c)
    .values({ prefix, year, lastSeq: 1 })
    .onConflictDoUpdate({ target: [c.prefix, c.year], set: { lastSeq: sql`${c.lastSeq} + 1` } })
    .returning({ seq: c.lastSeq });
  return row.seq;
}

/** Issues a draft: gives it the next number of its prefix and year and locks it against change. */
export async function issueWritDocument(db: Db, user: SessionUser, id: string, version: number): Promise<WritDocumentRow> {
  await writDocument.ops.detail(db, user, id);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [doc] = await tx
      .select({ status: d.status, version: d.version, numberPrefix: d.numberPrefix })
      .from(d)
      .where(and(eq(d.id, id), eq(d.deleted, false)))
      .for('update');
    if (!doc) throw notFound('文书不存在或已被删除');
    if (doc.status === 'issued') throw badRequest('文书已签发，不能重复签发');
    if (doc.version !== version) throw conflict();
    const now = new Date();
    const year = chinaYear(now);
    const documentNumber = writNumber(doc.numberPrefix, year, await nextSeq(tx, doc.numberPrefix, year));
    await tx.update(d).set({ status: 'issued', documentNumber, issuedAt: now, updatedAt: now, version: version + 1 }).where(eq(d.id, id));
  });
  return writDocument.ops.detail(db, user, id);
}
