/**
 * What the business records (legal reviews, re-inspections, duty declarations) need of their approval flow:
 * the work joined into lists (phase for display only) and the caller's moves from the machine, which alone
 * decide whether a record may still be edited and who may record an outcome.
 */
import { and, eq, isNull, or, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BUSINESS_PHASE_NAMES, type BusinessPhase } from '../../src/constants/business-flow';
import { allowedMoves, approveFinishes, restoreFlow, startFlow } from '../../src/machines/approval-flow';
import type { FlowMove, PersistedFlow } from '../../src/machines/approval-flow/types';
import type { Db } from '../db/client';
import { flowWorks, users } from '../db/schema';
import { BizError } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { assertCanView } from './flow-runtime/access';
import { enabledFlowOf, loadFlow } from './flow-runtime/definition';
import { sendBusiness } from './flow-runtime/moves';
import { namesOf } from './flow-runtime/records';
import { findWork } from './flow-runtime/work-info';

/** The join of a record to its work: same business type, the record's id as busiInstId. */
export const workOf = (busiTypeCode: Column | string, recordId: Column): SQL =>
  and(eq(flowWorks.busiTypeCode, busiTypeCode), eq(flowWorks.busiInstId, recordId))!;

/** The work's current assignee, joined as `assignee` on flow_works.assignee_id. */
export const assignee = alias(users, 'assignee');
export const assigneeOf = eq(assignee.id, flowWorks.assigneeId);

/** Work columns a list selects next to the record (join flow_works with workOf and `assignee` with assigneeOf). */
export const workColumns = {
  flowWorkId: flowWorks.id,
  phase: flowWorks.phase,
  stepName: flowWorks.stepName,
  assigneeId: flowWorks.assigneeId,
  assigneeName: assignee.name,
  finishedAt: flowWorks.finishedAt,
  definitionId: flowWorks.definitionId,
  definitionVersion: flowWorks.definitionVersion,
  state: flowWorks.state,
};

/** A list filter on the work's phase; a record never sent counts as a draft. */
export function phaseIs(phases: readonly BusinessPhase[]): SQL {
  const listed = phases.map((p) => eq(flowWorks.phase, p));
  return (phases.includes('draft') ? or(isNull(flowWorks.id), ...listed) : or(...listed))!;
}

export interface JoinedWork {
  flowWorkId: string | null;
  phase: string | null;
  stepName: string | null;
  assigneeId: string | null;
  /** Looked up when the query did not join it. */
  assigneeName?: string | null;
  finishedAt: Date | null;
  definitionId: string | null;
  definitionVersion: number | null;
  state: PersistedFlow | null;
}

/** The moves the machine allows `userId` on a record's work; a record never sent is a draft of its starter. */
export async function movesOn(db: Db, busiTypeCode: string, work: Pick<JoinedWork, 'definitionId' | 'definitionVersion' | 'state'> | null, starterId: string, userId: string): Promise<{ moves: FlowMove[]; lastStepAssignee: boolean }> {
  if (work?.definitionId && work.definitionVersion !== null && work.state) {
    const flow = await loadFlow(db, work.definitionId, work.definitionVersion);
    const snapshot = restoreFlow(flow.machine, work.state);
    const moves = allowedMoves(snapshot, userId);
    return { moves, lastStepAssignee: moves.includes('approve') && approveFinishes(snapshot, userId) };
  }
  // Never sent: a draft of its starter on the enabled flow; with no enabled flow it cannot be sent at all.
  const flow = await enabledFlowOf(db, busiTypeCode).catch((error: unknown) => {
    if (error instanceof BizError) return null;
    throw error;
  });
  if (!flow) return { moves: [], lastStepAssignee: false };
  return { moves: allowedMoves(restoreFlow(flow.machine, startFlow(flow.machine, starterId)), userId), lastStepAssignee: false };
}

/** The starter may change the record only while the machine lets them send it (draft) or send it again (rejected, revoked). */
export const mayEdit = (moves: readonly FlowMove[]) => moves.includes('send') || moves.includes('submit');

/** The work part of a list row or detail: phase and its name, step, assignee, and whether the caller may edit. */
export async function flowFields(db: Db, busiTypeCode: string, work: JoinedWork, starterId: string, user: SessionUser) {
  const phase = (work.phase ?? 'draft') as BusinessPhase;
  const { moves, lastStepAssignee } = await movesOn(db, busiTypeCode, work.flowWorkId ? work : null, starterId, user.userId);
  const assigneeName = work.assigneeName !== undefined ? work.assigneeName : ((await namesOf(db, [work.assigneeId])).get(work.assigneeId ?? '') ?? null);
  return {
    flowWorkId: work.flowWorkId,
    phase,
    phaseName: BUSINESS_PHASE_NAMES[phase] ?? phase,
    stepName: work.stepName,
    assigneeName: work.assigneeId ? assigneeName : null,
    finishedAt: work.finishedAt?.toISOString() ?? null,
    allowedMoves: moves as string[],
    editable: mayEdit(moves),
    // A record once sent is sent again (重新送审), a draft for the first time (送审).
    resend: phase !== 'draft',
    lastStepAssignee,
  };
}

const NO_WORK: JoinedWork = { flowWorkId: null, phase: null, stepName: null, assigneeId: null, finishedAt: null, definitionId: null, definitionVersion: null, state: null };

/** A record's work as a detail reads it (nothing yet when the record was never sent). */
export async function workOfRecord(db: Db, busiTypeCode: string, recordId: string): Promise<JoinedWork> {
  const w = await findWork(db, { busiTypeCode, busiInstId: recordId });
  if (!w) return NO_WORK;
  return { flowWorkId: w.id, phase: w.phase, stepName: w.stepName, assigneeId: w.assigneeId, finishedAt: w.finishedAt, definitionId: w.definitionId, definitionVersion: w.definitionVersion, state: w.state };
}

/** Whether the caller may read a record outside their organisation scope: they are on its work. */
export async function onTheWork(db: Db, user: SessionUser, busiTypeCode: string, recordId: string): Promise<boolean> {
  const work = await findWork(db, { busiTypeCode, busiInstId: recordId });
  if (!work) return false;
  try {
    await assertCanView(db, user, work);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends (or sends again) a record inside the caller's transaction, so a refused receiver leaves the record
 * unsaved too. The runtime's own transaction becomes a savepoint; it publishes its notices when that ends,
 * which is just before the caller's commit, as sending is the caller's last step.
 */
export function sendRecord(tx: Db, user: SessionUser, req: { busiTypeCode: string; busiInstId: string; title: string; assigneeId: string; comment?: string }) {
  return sendBusiness(tx, user, req);
}
