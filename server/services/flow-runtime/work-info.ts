/** A work as its page shows it: where it stands, its steps, and what the caller may do now (from the machine). */
import { and, eq } from 'drizzle-orm';
import { FLOW_MOVE_NAMES, FLOW_PHASE_NAMES, type FlowStepState } from '../../../src/constants/flow-runtime';
import { allowedMoves, approveFinishes, MOVE_NEEDS, phaseOf, restoreFlow, startFlow, stepKeyOf, type FlowSnapshot } from '../../../src/machines/approval-flow';
import type { FlowMove, PersistedFlow } from '../../../src/machines/approval-flow/types';
import type { Db } from '../../db/client';
import { flowWorks } from '../../db/schema';
import { assertCanView, type Viewer } from './access';
import type { Work } from './apply';
import { workNotFound } from './context';
import { enabledFlowOf, loadFlow, stepIndexOf, type LoadedFlow } from './definition';
import { namesOf, personOf } from './records';
import { workAllows } from './work-allows';

export type WorkLookup = { flowWorkId?: string; busiTypeCode?: string; busiInstId?: string };

export async function findWork(db: Db, q: WorkLookup): Promise<Work | undefined> {
  const where = q.flowWorkId
    ? eq(flowWorks.id, q.flowWorkId)
    : and(eq(flowWorks.busiTypeCode, q.busiTypeCode ?? ''), eq(flowWorks.busiInstId, q.busiInstId ?? ''));
  const [row] = await db.select().from(flowWorks).where(where);
  return row;
}

function stepStates(flow: LoadedFlow, state: PersistedFlow): { key: string; name: string; state: FlowStepState; timeLimitHours: number | null }[] {
  const phase = phaseOf(state);
  const here = stepIndexOf(flow, stepKeyOf(state));
  return flow.snapshot.steps.map((step, index) => {
    let s: FlowStepState = 'todo';
    if (phase === 'approved' || (phase === 'inApproval' && index < here)) s = 'done';
    else if (phase === 'inApproval' && index === here) s = 'current';
    else if (phase !== 'inApproval' && state.context.holders[step.key]) s = 'done';
    return { key: step.key, name: step.name, state: s, timeLimitHours: step.timeLimitHours ?? null };
  });
}

/** Each allowed move with what it asks for: a receiver to choose (approve: unless it ends the flow), an opinion. */
function needsOf(snapshot: FlowSnapshot, callerId: string, moves: FlowMove[]) {
  return moves.map((move) => {
    const { receiver, opinion } = MOVE_NEEDS[move];
    return { move, moveName: FLOW_MOVE_NAMES[move], receiver: receiver === 'unlessLast' ? !approveFinishes(snapshot, callerId) : receiver, opinion };
  });
}

function describe(flow: LoadedFlow, state: PersistedFlow, callerId: string, moves?: FlowMove[]) {
  const snapshot = restoreFlow(flow.machine, state);
  const allowed = moves ?? allowedMoves(snapshot, callerId);
  const phase = phaseOf(state);
  const step = flow.snapshot.steps[stepIndexOf(flow, stepKeyOf(state))];
  return {
    definitionId: flow.definitionId,
    definitionVersion: flow.version,
    definitionName: flow.snapshot.name,
    busiTypeName: flow.snapshot.busiTypeName,
    phase,
    phaseName: FLOW_PHASE_NAMES[phase],
    stepKey: step?.key ?? null,
    stepName: step?.name ?? null,
    opinion: state.context.opinion,
    steps: stepStates(flow, state),
    allowedMoves: allowed,
    moveNeeds: needsOf(snapshot, callerId, allowed),
  };
}

export async function flowWorkInfo(db: Db, viewer: Viewer, q: WorkLookup) {
  const work = await findWork(db, q);
  if (!work) {
    if (q.flowWorkId || !q.busiTypeCode) throw workNotFound();
    // Not sent yet: the steps of the definition it would start on; the caller may send it.
    const flow = await enabledFlowOf(db, q.busiTypeCode);
    const draft = startFlow(flow.machine, viewer.userId);
    const moves = allowedMoves(restoreFlow(flow.machine, draft), viewer.userId).filter((m) => m === 'send');
    return {
      id: null, exists: false, busiTypeCode: q.busiTypeCode, busiInstId: q.busiInstId ?? '', title: null, version: 0,
      starterId: null, starterName: null, starterOrganName: null, assigneeId: null, assigneeName: null,
      createdAt: null, updatedAt: null, finishedAt: null, allows: [],
      ...describe(flow, draft, viewer.userId, moves),
    };
  }
  await assertCanView(db, viewer, work);
  const flow = await loadFlow(db, work.definitionId, work.definitionVersion);
  const starter = await personOf(db, work.starterId);
  const names = await namesOf(db, [work.assigneeId]);
  return {
    id: work.id,
    exists: true,
    busiTypeCode: work.busiTypeCode,
    busiInstId: work.busiInstId,
    title: work.title,
    version: work.version,
    starterId: work.starterId,
    starterName: starter.name,
    starterOrganName: starter.unitName,
    assigneeId: work.assigneeId,
    assigneeName: work.assigneeId ? (names.get(work.assigneeId) ?? null) : null,
    createdAt: work.createdAt.toISOString(),
    updatedAt: work.updatedAt.toISOString(),
    finishedAt: work.finishedAt?.toISOString() ?? null,
    allows: await workAllows(db, viewer, work),
    ...describe(flow, work.state, viewer.userId),
  };
}

export type FlowWorkInfo = Awaited<ReturnType<typeof flowWorkInfo>>;
