/**
 * The event types XState itself sends a machine: the end of an invoked actor and a delayed `after`
 * transition. Samples and tests send them by hand to drive a machine without its real actors and timers.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

function stateNode(machine: AnyStateMachine, statePath: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of statePath.split('.')) {
    const child = node.states[key] as AnyStateNode | undefined;
    if (!child) throw new Error(`${machine.id} has no state ${statePath}`);
    node = child;
  }
  return node;
}

function invokeId(machine: AnyStateMachine, statePath: string, index: number): string {
  const invoke = stateNode(machine, statePath).invoke[index];
  if (!invoke) throw new Error(`${machine.id}.${statePath} invokes no actor #${index}`);
  return invoke.id;
}

/** 'xstate.done.actor.0.session.authenticating': the invoked actor of `statePath` finished. */
export const doneEventOf = (machine: AnyStateMachine, statePath: string, index = 0) => `xstate.done.actor.${invokeId(machine, statePath, index)}`;

/** 'xstate.error.actor.0.session.authenticating': the invoked actor of `statePath` failed. */
export const errorEventOf = (machine: AnyStateMachine, statePath: string, index = 0) => `xstate.error.actor.${invokeId(machine, statePath, index)}`;

/** The event of the `index`-th delayed transition of `statePath` ('xstate.after.reminderThrottle.session.ready.reminderCooldown'). */
export function afterEventOf(machine: AnyStateMachine, statePath: string, index = 0): string {
  const delayed = stateNode(machine, statePath).after[index];
  if (!delayed) throw new Error(`${machine.id}.${statePath} has no delayed transition #${index}`);
  return delayed.eventType;
}
