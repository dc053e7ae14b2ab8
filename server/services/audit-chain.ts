/**
 * Verifying the tamper-evident audit log (migration 0024): every record's hash is recomputed in the
 * database with the same function the insert trigger used, and each record must point at its
 * predecessor's hash with the next seq. The first record that breaks this is named: a changed record
 * (its content no longer matches its hash, or its successor no longer points at it) or removed ones
 * (a gap in seq, or a tail shorter than the chain head says).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AUDIT_RETENTION_MIN_DAYS } from '../../src/constants/security';
import { auditChainHead, operationRecords } from '../db/schema';
import { DAY_MS } from '../auth/constants';
import { and, eq, lt } from 'drizzle-orm';

export type ChainProblem = 'altered' | 'removed';

export interface ChainVerdict {
  intact: boolean;
  /** Records checked. */
  checked: number;
  problem: ChainProblem | null;
  /** Sequence number of the first altered record, or the first removed one. */
  seq: number | null;
  /** The altered record, or the record after the removed ones (null when the tail was removed). */
  recordId: string | null;
  message: string;
}

interface Row extends Record<string, unknown> {
  seq: string;
  id: string;
  content_ok: boolean;
  prev_seq: string | null;
  prev_ok: boolean;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  const bad = rowsOf<Row>(
    await db.execute(sql`
      with r as (
        select o.seq, o.id, audit_record_digest(o) = o.hash as content_ok,
               lag(o.seq) over w as prev_seq,
               o.prev_hash = coalesce(lag(o.hash) over w, ${head.anchorHash}) as prev_ok
        from operation_records o window w as (order by o.seq)
      )
      select seq::text, id, content_ok, prev_seq::text, prev_ok from r
      where not content_ok or not prev_ok or seq <> coalesce(prev_seq, ${head.anchorSeq}) + 1
      order by seq limit 1`),
  );
  const [{ checked, last }] = rowsOf<{ checked: string; last: string | null }>(
    await db.execute(sql`select count(*)::text as checked, max(seq)::text as last from operation_records`),
  );
  const verdict = (problem: ChainProblem, seq: number, recordId: string | null, message: string): ChainVerdict => ({ intact: false, checked: Number(checked), problem, seq, recordId, message });
  const first = bad[0];
  if (first) {
    const seq = Number(first.seq);
    const expectedSeq = (first.prev_seq === null ? head.anchorSeq : Number(first.prev_seq)) + 1;
    if (!first.content_ok) return verdict('altered', seq, first.id, `第${seq}条日志（${first.id}）的内容已被修改`);
    if (seq !== expectedSeq) return verdict('removed', expectedSeq, first.id, `第${expectedSeq}至${seq - 1}条日志已被删除（其后为第${seq}条，${first.id}）`);
    // Its own content is intact but it no longer points at its predecessor: the predecessor was changed and re-hashed.
    const prev = rowsOf<{ id: string }>(await db.execute(sql`select id from operation_records where seq = ${seq - 1}`))[0];
    return verdict('altered', seq - 1, prev?.id ?? null, `第${seq - 1}条日志（${prev?.id ?? '未知'}）已被修改，与第${seq}条的链接不符`);
  }
  const lastSeq = last === null ? head.anchorSeq : Number(last);
  // Records written after the head was read are newer than it, not missing (each was checked above).
  if (lastSeq < head.seq) return verdict('removed', lastSeq + 1, null, `第${lastSeq + 1}至${head.seq}条日志（最新的记录）已被删除`);
  return { intact: true, checked: Number(checked), problem: null, seq: null, recordId: null, message: `日志链完整，共校验${checked}条` };
}

/** Retention days in force: AUDIT_RETENTION_DAYS, never below the minimum kept by law. */
export const retentionDays = (configured: number | undefined) => Math.max(AUDIT_RETENTION_MIN_DAYS, configured ?? AUDIT_RETENTION_MIN_DAYS);

/**
 * Deletes records older than the retention, oldest first, and moves the chain's anchor to the last
 * deleted record in the same transaction, so the verification still starts from a known hash.
 */
export async function purgeAuditRecords(db: Db, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays(days) * DAY_MS);
  return db.transaction(async (tx) => {
    const [edge] = rowsOf<{ seq: string; hash: string }>(
      await tx.execute(sql`select seq::text, hash from operation_records where created_at < ${cutoff.toISOString()}::timestamptz order by seq desc limit 1`),
    );
    if (!edge) return 0;
    // Only a prefix of the chain goes: everything up to the newest expired record.
    const deleted = await tx.delete(operationRecords).where(and(lt(operationRecords.seq, Number(edge.seq) + 1), lt(operationRecords.createdAt, cutoff))).returning({ id: operationRecords.id });
    await tx.update(auditChainHead).set({ anchorSeq: Number(edge.seq), anchorHash: edge.hash }).where(eq(auditChainHead.id, 1));
    return deleted.length;
  });
}
