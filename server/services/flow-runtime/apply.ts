/**
 * One move on one work, inside the caller's transaction: the machine decides (never a status string),
 * the work row is written under its version, and the task list, circulation record and notices follow.
 */
import { and, eq, sql } from 'drizzle-orm';
import { allowedMoves, applyMove, approveFinishes, MOVE_NEEDS, moveEvent, phaseOf, restoreFlow, stepKeyOf } from '../../../src/machines/approval-flow';
import type { FlowMove } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { flowWorks } from '../../db/schema';
import type { NoticeEvent } from '../../notice/bus';
import { badRequest, FlowMessages, refused, staleError, type Actor, type Clock } from './context';
import { stepOf, type LoadedFlow } from './definition';
import { assertMayFinish } from './finish-checks';
import { noticeDrafts } from './notice-text';
import { moveCandidates } from './receivers';
import { closeTasks, openTask, personOf, writeCirculation, writeNotices } from './records';

export type Work = typeof flowWorks.$inferSelect;

export interface MoveRequest {
  move: FlowMove;
  assigneeId?: string;
  opinion?: string;
  /** A new title sent with a send or submit. */
  title?: string;
}

const STARTER_MOVES = new Set<FlowMove>(['send', 'submit']);

/** Why the machine refused: the person is not the one to act, a revoke came too late, or the move does not fit. */
function refusal(work: Work, move: FlowMove, actorId: string): string {
  if (move === 'revoke') return FlowMessages.notRevocable;
  const assignee = work.state.context.assigneeId;
  if (assignee && assignee !== actorId && !STARTER_MOVES.has(move)) return FlowMessages.notAssignee;
  return FlowMessages.notAllowed;
}

export async function applyToWork(db: Db, clock: Clock, flow: LoadedFlow, work: Work, actor: Actor, req: MoveRequest): Promise<{ work: Work; events: NoticeEvent[] }> {
  const snapshot = restoreFlow(flow.machine, work.state);
  if (!allowedMoves(snapshot, actor.userId).includes(req.move)) throw refused(refusal(work, req.move, actor.userId));
  const opinion = req.opinion?.trim() || null;
  const needs = MOVE_NEEDS[req.move];
  if (needs.opinion && !opinion) throw badRequest(FlowMessages.noOpinion);
  const needsReceiver = needs.receiver === true || (needs.receiver === 'unlessLast' && !approveFinishes(snapshot, actor.userId));
  const assigneeId = needsReceiver ? req.assigneeId?.trim() : undefined;
  if (needsReceiver && !assigneeId) throw badRequest(FlowMessages.noReceiver);
  if (assigneeId && !(await moveCandidates(db, flow, work, req.move, actor)).some((c) => c.userId === assigneeId)) throw badRequest(FlowMessages.badReceiver);

  const next = applyMove(flow.machine, work.state, moveEvent(req.move, actor.userId, { assigneeId, opinion: opinion ?? undefined }));
  if (!next) throw refused();
  const phase = phaseOf(next);
  if (phase === 'approved') await assertMayFinish(db, work);
  const nextStep = stepOf(flow, stepKeyOf(next));
  const [saved] = await db
    .update(flowWorks)
    .set({
      state: next,
      phase,
      stepKey: nextStep?.key ?? null,
      stepName: nextStep?.name ?? null,
      assigneeId: next.context.assigneeId,
      ...(req.title?.trim() ? { title: req.title.trim() } : {}),
      updatedAt: clock.now,
      // A final state of the machine (approved, closed) finishes the work.
      finishedAt: restoreFlow(flow.machine, next).status === 'done' ? clock.now : null,
      version: sql`${flowWorks.version} + 1`,
    })
    .where(and(eq(flowWorks.id, work.id), eq(flowWorks.version, work.version)))
    .returning();
  if (!saved) throw staleError();

  const actorPerson = { ...(await personOf(db, actor.userId)), name: actor.name };
  const withdrawnFrom = await closeTasks(db, clock, saved.id, actor.userId, req.move, opinion);
  const receiverId = next.context.assigneeId;
  const receiverPerson = receiverId ? await personOf(db, receiverId) : null;
  const taskId = receiverPerson && nextStep ? await openTask(db, clock, saved, nextStep, receiverPerson, actorPerson, opinion) : null;
  await writeCirculation(db, clock, { workId: saved.id, move: req.move, step: stepOf(flow, stepKeyOf(work.state)), actor: actorPerson, target: receiverPerson, comment: opinion });
  const drafts = noticeDrafts({
    work: saved,
    move: req.move,
    actorId: actor.userId,
    actorName: actor.name,
    opinion,
    phase,
    stepName: nextStep?.name ?? null,
    receiver: receiverId && taskId ? { userId: receiverId, taskId } : null,
    withdrawnFrom,
  });
  return { work: saved, events: await writeNotices(db, clock, saved, req.move, actor.userId, drafts) };
}
