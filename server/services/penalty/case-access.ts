import { and, eq } from 'drizzle-orm';
import { PENALTY_REVIEW_KIND } from '../../../src/constants/penalty-cases';
import { moveProblem, type PenaltyCaseState, type PenaltyMove } from '../../../src/shared/penalty-case-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { flowWorks, penaltyCases as c } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

export type PenaltyCase = typeof c.$inferSelect;

/** Where the case's legal review stands (its flow work's phase), null before one is sent. */
export async function reviewPhaseOf(db: Db, legalReviewId: string | null): Promise<string | null> {
  if (!legalReviewId) return null;
  const [work] = await db
    .select({ phase: flowWorks.phase })
    .from(flowWorks)
    .where(and(eq(flowWorks.busiTypeCode, PENALTY_REVIEW_KIND), eq(flowWorks.busiInstId, legalReviewId)));
  return work?.phase ?? null;
}

export async function stateOf(db: Db, row: PenaltyCase): Promise<PenaltyCaseState> {
  return { status: row.status, evidenceCount: row.evidence.length, replyDeadline: row.replyDeadline, partyReply: row.partyReply, reviewPhase: await reviewPhaseOf(db, row.legalReviewId) };
}

/**
 * The case locked for a step inside the caller's transaction: live, in the caller's scope (403 outside it),
 * at the version the caller read (409), and its order allowing the step now (409 naming why not).
 */
export async function lockedForStep(tx: Db, user: SessionUser, id: string, version: number, move: PenaltyMove, now: Date): Promise<PenaltyCase> {
  const [row] = await tx.select().from(c).where(and(eq(c.id, id), eq(c.deleted, false))).for('update');
  if (!row) throw notFound('行政处罚案件不存在或已被删除');
  const scope = await scopeOf(tx, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能办理本单位及下级单位的行政处罚案件');
  if (row.version !== version) throw conflict();
  const problem = moveProblem(await stateOf(tx, row), move, chinaDateOf(now));
  if (problem) throw conflict(problem);
  return row;
}
