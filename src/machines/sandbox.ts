/**
 * A copy of a machine that is safe to run anywhere: every named invoked actor becomes one that never
 * settles (its done or error event is sent by hand, as the sample gives it) and the sample's side effects
 * are silenced. Nothing calls the server, opens a socket or shows a toast.
 */
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { MachineSample } from './samples';

const neverSettles = fromPromise<never>(() => new Promise<never>(() => undefined));

export function sandboxMachine(machine: AnyStateMachine, sample?: MachineSample): AnyStateMachine {
  const names = Object.keys((machine.implementations.actors ?? {}) as Record<string, unknown>);
  const actors = Object.fromEntries(names.map((name) => [name, neverSettles]));
  return machine.provide({ actors, ...sample?.implementations } as Parameters<AnyStateMachine['provide']>[0]);
}
