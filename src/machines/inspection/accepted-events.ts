/**
 * The events a machine's snapshot accepts now: the own events of its active state nodes (XState v5 has no
 * `nextEvents`), including the done/error events of invoked actors and the delayed `after` events.
 */
import type { AnyMachineSnapshot } from 'xstate';

const INTERNAL = /^xstate\.(done|error|after)\./;

/** Whether the event comes from XState itself (an invoked actor's end, a delay) rather than from a person. */
export const isInternalEvent = (type: string) => INTERNAL.test(type);

/** Event types accepted in `snapshot`, the people's events first, each once; none once the actor has ended. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes) {
    for (const type of node.ownEvents) if (type !== '*' && type !== '') types.add(type);
  }
  const all = [...types];
  return [...all.filter((type) => !isInternalEvent(type)), ...all.filter(isInternalEvent)];
}
