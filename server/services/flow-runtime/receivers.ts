/** getApprovesBeforeSend: the people the caller may hand a work to with a move (send by default). */
import { allowedMoves, restoreFlow, stepKeyOf } from '../../../src/machines/approval-flow';
import type { FlowMove, PersistedFlow } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { forwardCandidates, stepCandidates, transferCandidates, type Candidate } from './candidates';
import { workNotFound, type Actor } from './context';
import { enabledFlowOf, loadFlow, stepIndexOf, type LoadedFlow } from './definition';
import { findWork } from './work-info';

/** Where a work stands and the unit it belongs to (its starter's), which receivers are chosen relative to. */
export interface WorkAt {
  state: PersistedFlow;
  starterOrganId: string;
}

export type ReceiverMove = 'send' | 'approve' | 'transfer' | 'forward';

/**
 * The people a receiver of `move` must be among: send and submit go to the first step, approve to the
 * next one (nobody after the last), transfer and forward stay at the current step.
 */
export async function moveCandidates(db: Db, flow: LoadedFlow, work: WorkAt, move: FlowMove, actor: Actor): Promise<Candidate[]> {
  const steps = flow.snapshot.steps;
  const here = stepIndexOf(flow, stepKeyOf(work.state));
  if (move === 'send' || move === 'submit') return stepCandidates(db, steps[0], actor, work.starterOrganId);
  if (move === 'approve') return steps[here + 1] ? stepCandidates(db, steps[here + 1], actor, work.starterOrganId) : [];
  if (move === 'transfer') return transferCandidates(db, actor);
  if (move === 'forward' && steps[here]) return forwardCandidates(db, steps[here], actor);
  return [];
}

/** Without a work: the first step's candidates of the enabled definition. A move the caller may not make now has none. */
export async function receiverCandidates(db: Db, caller: Actor, q: { busiTypeCode: string; flowWorkId?: string; move?: ReceiverMove }): Promise<Candidate[]> {
  if (!q.flowWorkId) return stepCandidates(db, (await enabledFlowOf(db, q.busiTypeCode)).snapshot.steps[0], caller, caller.unitId);
  const work = await findWork(db, { flowWorkId: q.flowWorkId });
  if (!work) throw workNotFound();
  const flow = await loadFlow(db, work.definitionId, work.definitionVersion);
  const allowed = allowedMoves(restoreFlow(flow.machine, work.state), caller.userId);
  const wanted = q.move ?? (allowed.includes('approve') ? 'approve' : 'send');
  const move = wanted === 'send' && allowed.includes('submit') ? 'submit' : wanted;
  return allowed.includes(move) ? moveCandidates(db, flow, work, move, caller) : [];
}
