import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintReports as c } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { MOVE_REFUSED, stateAllows, type ComplaintMove } from '../../../src/shared/complaint-rules';
import { scopeOf } from '../org-scope';

export type Complaint = typeof c.$inferSelect;

/**
 * The complaint locked for a move inside the caller's transaction: live, in the caller's scope (403 outside it),
 * at the version the caller read (409), and in the state the move starts from (409 with the reason).
 */
export async function lockedComplaint(tx: Db, user: SessionUser, id: string, version: number, move: ComplaintMove): Promise<Complaint> {
  const [row] = await tx.select().from(c).where(and(eq(c.id, id), eq(c.deleted, false))).for('update');
  if (!row) throw notFound('投诉举报不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能办理本单位及下级单位的投诉举报');
  if (row.version !== version) throw conflict();
  if (!stateAllows(row.status, move)) throw conflict(MOVE_REFUSED[move]);
  return row;
}
