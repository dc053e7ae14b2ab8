/** Running a stored work through its machine: start, restore, and apply one move (pure). */
import { initialTransition, transition } from 'xstate';
import type { ApprovalFlowMachine } from './approval-flow.machine';
import { persist, type FlowSnapshot } from './moves';
import type { ApprovalFlowEvent, PersistedFlow } from './types';

export function startFlow(machine: ApprovalFlowMachine, starterId: string): PersistedFlow {
  const [snapshot] = initialTransition(machine, { starterId });
  return persist(snapshot);
}

export function restoreFlow(machine: ApprovalFlowMachine, stored: PersistedFlow): FlowSnapshot {
  return machine.resolveState({ value: stored.value, context: stored.context });
}

/** The work after `event`, or null when the machine does not allow it (who acts, where the work is, what is given). */
export function applyMove(machine: ApprovalFlowMachine, stored: PersistedFlow, event: ApprovalFlowEvent): PersistedFlow | null {
  const snapshot = restoreFlow(machine, stored);
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return persist(next);
}
