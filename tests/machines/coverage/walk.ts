/**
 * Walks a machine with @xstate/graph: from each input of its model, every reachable state is explored with
 * every event the model gives for the events accepted there (the sample's payload and the model's
 * variants; invoked actors' ends and delays are sent as their `xstate.done/error.actor.*` and
 * `xstate.after.*` events). Every explored step is the shortest path to its source plus one event, so the
 * generated paths take each transition recorded here. Transitions are recorded as XState takes them (its
 * microstep inspection events), eventless ones included, and compared with every transition written.
 */
import { getShortestPaths, type StatePath } from '@xstate/graph';
import { createActor, fromTransition, type ActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { delayText, eventText, guardName } from '../../../src/components/statechart/transition-labels';
import { acceptedEvents } from '../../../src/machines/inspection';
import type { EventPayload, MachineSample } from '../../../src/machines/samples';

type Snapshot = AnyMachineSnapshot;
type Variants = EventPayload[] | ((snapshot: Snapshot) => EventPayload[]);

export interface CoverageModel {
  /** The inputs walks start from (default: the sample's input). */
  inputs?: unknown[];
  /** Payloads tried besides the sample's, by event type: the other way of a guard, another actor output. */
  variants?: Record<string, Variants>;
  /** What makes two snapshots the same state of the walk (default: value and context). */
  serialize?: (snapshot: Snapshot) => string;
  /** Fakes provided before walking (guards or actors the walk cannot drive by events). */
  provide?: (machine: AnyStateMachine) => AnyStateMachine;
  /** The most steps explored before giving up (a model whose context grows without end). */
  limit?: number;
}

export interface Tally {
  covered: number;
  total: number;
  unreached: string[];
}

export interface Walk {
  input: unknown;
  /** The shortest path to every state of the walk (the steps start with xstate.init). */
  paths: StatePath<Snapshot, EventObject>[];
}

export interface CoverageReport {
  states: Tally;
  transitions: Tally;
  walks: Walk[];
}

interface TransitionLike {
  eventType: string;
  source: AnyStateNode;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  delay?: unknown;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...allNodes(child)]);
}

function transitionsOf(node: AnyStateNode): TransitionLike[] {
  return [...([...node.transitions.values()].flat() as TransitionLike[]), ...((node.always ?? []) as TransitionLike[])];
}

/** 'ready --action.request--> confirming'; a guard is added only where the label would otherwise repeat. */
function transitionLabels(machine: AnyStateMachine, transitions: TransitionLike[]): Map<TransitionLike, string> {
  const delays = machine.implementations.delays as Record<string, unknown> | undefined;
  const nameOf = (node: AnyStateNode) => (node === machine.root ? `#${machine.id}` : pathOf(node));
  const base = (transition: TransitionLike) => {
    const srcOf = (invokeId: string) => transition.source.invoke.find((each) => each.id === invokeId)?.src as string | undefined;
    const event = 'delay' in transition && transition.delay !== undefined ? `after ${delayText(transition.delay, delays)}` : eventText(transition.eventType, srcOf);
    const targets = transition.target?.length ? transition.target.map(nameOf).join(', ') : nameOf(transition.source);
    return { source: nameOf(transition.source), event, targets };
  };
  const plain = transitions.map((transition) => {
    const { source, event, targets } = base(transition);
    return `${source} --${event}--> ${targets}`;
  });
  const labels = new Map<TransitionLike, string>();
  transitions.forEach((transition, index) => {
    const repeated = plain.filter((label) => label === plain[index]).length > 1;
    if (!repeated) return labels.set(transition, plain[index]);
    const { source, event, targets } = base(transition);
    labels.set(transition, `${source} --${event} [${guardName(transition.guard) ?? 'else'}]--> ${targets}`);
  });
  return labels;
}

function eventsFor(model: CoverageModel, sample: MachineSample | undefined) {
  return (snapshot: Snapshot): EventObject[] => {
    const events = acceptedEvents(snapshot).flatMap((type) => {
      const variants = model.variants?.[type];
      const extra = typeof variants === 'function' ? variants(snapshot) : (variants ?? []);
      const payloads = [...(sample?.events[type] ? [sample.events[type]] : []), ...extra];
      return (payloads.length ? payloads : [{}]).map((payload) => ({ ...payload, type }));
    });
    const seen = new Set<string>();
    return events.filter((event) => !seen.has(JSON.stringify(event)) && Boolean(seen.add(JSON.stringify(event))));
  };
}

const defaultSerialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });

export function walkMachine(registered: AnyStateMachine, model: CoverageModel, sample: MachineSample | undefined): CoverageReport {
  const machine = model.provide ? model.provide(registered) : registered;
  const taken = new Set<unknown>();
  const visited = new Set<AnyStateNode>();
  const noteNodes = (snapshot: unknown) => (snapshot as Snapshot)._nodes.forEach((node) => visited.add(node));
  // XState reports each microstep with the transitions it took to the inspection observers of the scope's system.
  const recorder = createActor(fromTransition((state: number) => state, 0), {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      event._transitions.forEach((transition) => taken.add(transition));
      noteNodes(event.snapshot);
    },
  });
  const scope = {
    self: recorder,
    system: recorder.system,
    id: '',
    sessionId: '',
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    stopChild: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as ActorScope<Snapshot, EventObject>;
  const recording = Object.create(machine) as AnyStateMachine;
  recording.transition = (snapshot, event) => machine.transition(snapshot, event, scope);
  recording.getInitialSnapshot = (_scope, input) => machine.getInitialSnapshot(scope, input);

  const walks: Walk[] = [];
  for (const input of model.inputs ?? [sample?.input]) {
    const fromState = recording.getInitialSnapshot(scope, input);
    noteNodes(fromState);
    const limit = model.limit ?? 20_000;
    try {
      walks.push({ input, paths: getShortestPaths(recording, { input, fromState, events: eventsFor(model, sample), serializeState: model.serialize ?? defaultSerialize, limit }) });
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('limit')) throw error;
      throw new Error(`${machine.id}: the walk passed ${limit} steps; give its model a serialize that leaves out context that grows without end`);
    }
  }

  const nodes = allNodes(machine.root);
  const transitions = [machine.root, ...nodes].flatMap(transitionsOf);
  const labels = transitionLabels(machine, transitions);
  // A transition's source was active when it was taken, even if it was left in the same macrostep (eventless).
  transitions.filter((transition) => taken.has(transition)).forEach((transition) => visited.add(transition.source));
  const unreachedStates = nodes.filter((node) => !visited.has(node)).map(pathOf);
  const unreachedTransitions = transitions.filter((transition) => !taken.has(transition)).map((transition) => labels.get(transition)!);
  return {
    states: { covered: nodes.length - unreachedStates.length, total: nodes.length, unreached: unreachedStates },
    transitions: { covered: transitions.length - unreachedTransitions.length, total: transitions.length, unreached: unreachedTransitions },
    walks,
  };
}
