/** How a transition is named on the drawing: its event, its guard and the delay of an `after` transition. */
import { and, not, or } from 'xstate';

type Combinator = { check?: unknown; guards?: unknown[] };

// XState marks and/or/not by their check function; function names do not survive minification.
const checkOf = (guard: unknown) => (guard as Combinator).check;
const AND = checkOf(and([]));
const OR = checkOf(or([]));
const NOT = checkOf(not('x'));

/** 'isAssignee && hasOpinion', '!isLast', '(a || b) && c'; undefined for an unguarded transition. */
export function guardName(guard: unknown, nested = false): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { check, guards = [] } = guard as Combinator;
    const names = guards.map((each) => guardName(each, true) ?? '?');
    if (check === NOT) return `!${names[0]}`;
    if (check === AND || check === OR) {
      const joined = names.join(check === AND ? ' && ' : ' || ');
      return nested && names.length > 1 ? `(${joined})` : joined;
    }
    // An inline guard written as `guard: (...) => ...` is named after the property.
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}

const trim = (value: number) => String(Number(value.toFixed(2)));

/** 28000 → '28s', 500 → '500ms', 120000 → '2min'. */
export function formatDelay(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}min`;
  if (ms >= 1_000) return `${trim(ms / 1_000)}s`;
  return `${trim(ms)}ms`;
}

/** A delay as configured: a number of ms, or the name of one of the machine's `delays`. */
export function delayText(delay: unknown, delays: Record<string, unknown> | undefined): string {
  if (typeof delay === 'number') return formatDelay(delay);
  const named = typeof delay === 'string' ? delays?.[delay] : undefined;
  if (typeof named === 'number') return formatDelay(named);
  return String(delay);
}

const ACTOR_EVENT = /^xstate\.(done|error|snapshot)\.actor\.(.+)$/;

/** The event as a reader knows it: 'done: login' for the end of an invoked actor, 'always' for eventless. */
export function eventText(eventType: string, invokeSrc: (invokeId: string) => string | undefined): string {
  if (eventType === '') return 'always';
  const actor = ACTOR_EVENT.exec(eventType);
  if (actor) return `${actor[1]}: ${invokeSrc(actor[2]) ?? actor[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}
