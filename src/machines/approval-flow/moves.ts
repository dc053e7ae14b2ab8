/**
 * What a person may do with a work now, asked of the machine (never of a status string): each move is
 * probed with a complete event, so only the guards about who acts and where the work stands decide.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApprovalFlowMachine } from './approval-flow.machine';
import type { ApprovalFlowEvent, FlowMove, FlowPhase, PersistedFlow } from './types';

export const FLOW_MOVES: readonly FlowMove[] = ['send', 'submit', 'approve', 'reject', 'reback', 'transfer', 'forward', 'close', 'end', 'revoke'];

/** A receiver no real user has, so a probe never names the person acting as the receiver. */
const PROBE_RECEIVER = '\u0000probe';
const PROBE_OPINION = 'probe';

/** What each move asks of the person: a receiver to choose, an opinion to give. */
export const MOVE_NEEDS: Record<FlowMove, { receiver: boolean | 'unlessLast'; opinion: boolean }> = {
  send: { receiver: true, opinion: false },
  submit: { receiver: true, opinion: false },
  approve: { receiver: 'unlessLast', opinion: false },
  reject: { receiver: false, opinion: true },
  reback: { receiver: false, opinion: true },
  transfer: { receiver: true, opinion: false },
  forward: { receiver: true, opinion: false },
  close: { receiver: false, opinion: false },
  end: { receiver: false, opinion: false },
  revoke: { receiver: false, opinion: false },
};

export function moveEvent(move: FlowMove, actorId: string, details: { assigneeId?: string; opinion?: string } = {}): ApprovalFlowEvent {
  return { type: `flow.${move}`, actorId, assigneeId: details.assigneeId, opinion: details.opinion } as ApprovalFlowEvent;
}

export type FlowSnapshot = SnapshotFrom<ApprovalFlowMachine>;

/** The moves `actorId` may make now. */
export function allowedMoves(snapshot: FlowSnapshot, actorId: string): FlowMove[] {
  return FLOW_MOVES.filter((move) => snapshot.can(moveEvent(move, actorId, { assigneeId: PROBE_RECEIVER, opinion: PROBE_OPINION })));
}

/** Whether approving here ends the flow (no receiver to choose). */
export function approveFinishes(snapshot: FlowSnapshot, actorId: string): boolean {
  // Only the last step's approve takes no receiver.
  return snapshot.can(moveEvent('approve', actorId));
}

export function phaseOf(snapshot: { value: PersistedFlow['value'] }): FlowPhase {
  return (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as FlowPhase;
}

/** The key of the step the work is at, when in approval. */
export function stepKeyOf(snapshot: { value: PersistedFlow['value'] }): string | undefined {
  return typeof snapshot.value === 'string' ? undefined : Object.values(snapshot.value)[0];
}

export function persist(snapshot: FlowSnapshot): PersistedFlow {
  return { value: snapshot.value as PersistedFlow['value'], context: snapshot.context };
}
