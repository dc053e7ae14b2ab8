import { and, eq } from 'drizzle-orm';
import { sealMoveProblem, type SealUpMove, type SealUpState } from '../../../src/shared/seal-up-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { sealUps as s, supervisionTasks } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

export type SealUp = typeof s.$inferSelect;

/** The check result of the sealing's re-check task, null before one is dispatched or checked. */
export async function recheckResultOf(db: Db, recheckTaskId: string | null): Promise<string | null> {
  if (!recheckTaskId) return null;
  const [task] = await db.select({ checkResult: supervisionTasks.checkResult }).from(supervisionTasks).where(eq(supervisionTasks.id, recheckTaskId));
  return task?.checkResult ?? null;
}

export const stateOf = async (db: Db, row: SealUp): Promise<SealUpState> => ({ status: row.status, expiresOn: row.expiresOn, recheckResult: await recheckResultOf(db, row.recheckTaskId) });

/**
 * The sealing locked for a move inside the caller's transaction: live, in the caller's scope (403 outside it),
 * at the version the caller read (409), and its order allowing the move now (409 naming why not).
 */
export async function lockedForMove(tx: Db, user: SessionUser, id: string, version: number, move: SealUpMove, now: Date): Promise<SealUp> {
  const [row] = await tx.select().from(s).where(and(eq(s.id, id), eq(s.deleted, false))).for('update');
  if (!row) throw notFound('临时查封不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能办理本单位及下级单位的临时查封');
  if (row.version !== version) throw conflict();
  const problem = sealMoveProblem(await stateOf(tx, row), move, chinaDateOf(now));
  if (problem) throw conflict(problem);
  return row;
}
