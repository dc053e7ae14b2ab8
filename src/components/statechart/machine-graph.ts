/**
 * Any XState machine as nodes and edges (pure): every state with its kind, whether it is initial and the
 * actors it invokes; every transition (targeted, self, eventless, delayed, actor done/error) with its event,
 * guard and delay. Nothing is drawn by hand: a new machine is drawn as it is written.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { delayText, eventText, guardName } from './transition-labels';
import type { GraphEdge, GraphNode, MachineGraph } from './types';

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  delay?: unknown;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** A compound state's initial child; the regions of a parallel state are all entered, none is "initial". */
function initialChildren(node: AnyStateNode): Set<AnyStateNode> {
  return new Set(node.type === 'compound' ? (node.initial?.target ?? []) : []);
}

/** The transitions leaving `node`, in the order they are written; eventless ones last. */
function transitionsOf(node: AnyStateNode): TransitionLike[] {
  const written = [...node.transitions.values()].flat() as TransitionLike[];
  return [...written, ...((node.always ?? []) as TransitionLike[])];
}

export interface GraphOptions {
  /** Names shown instead of event types (e.g. 'flow.approve' → '同意'). */
  eventNames?: Readonly<Record<string, string>>;
  /** Leave guards out of the labels (a reader who does not need them); on by default. */
  guards?: boolean;
}

export function machineGraph(machine: AnyStateMachine, options: GraphOptions = {}): MachineGraph {
  const root = machine.root;
  const delays = machine.implementations.delays as Record<string, unknown> | undefined;
  // Transitions on the machine itself need a box to leave from: the machine is drawn around its states.
  const rootId = root.transitions.size || root.always?.length ? `#${machine.id}` : undefined;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const idOf = (node: AnyStateNode) => (node === root ? rootId! : pathOf(node));

  if (rootId) nodes.push({ id: rootId, key: machine.id, label: root.description ?? machine.id, kind: 'compound', initial: false, invoke: [] });

  const addEdges = (node: AnyStateNode) => {
    const srcOf = (invokeId: string) => node.invoke.find((each) => each.id === invokeId)?.src as string | undefined;
    for (const transition of transitionsOf(node)) {
      const delay = 'delay' in transition ? delayText(transition.delay, delays) : undefined;
      const event = delay ? `after ${delay}` : (options.eventNames?.[transition.eventType] ?? eventText(transition.eventType, srcOf));
      const guard = options.guards === false ? undefined : guardName(transition.guard);
      const label = guard ? `${event} [${guard}]` : event;
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        edges.push({ id: `e${edges.length}`, source: idOf(node), target: idOf(target), label, event, ...(guard && { guard }), ...(delay && { delay }) });
      }
    }
  };

  const visit = (parent: AnyStateNode) => {
    const initials = initialChildren(parent);
    for (const child of Object.values(parent.states) as AnyStateNode[]) {
      const kind = child.type;
      nodes.push({
        id: pathOf(child),
        key: child.key,
        label: child.description ?? child.key,
        ...(parent !== root ? { parentId: pathOf(parent) } : rootId ? { parentId: rootId } : {}),
        kind,
        initial: initials.has(child),
        invoke: child.invoke.map((each) => String(each.src)),
      });
      addEdges(child);
      visit(child);
    }
  };

  if (rootId) addEdges(root);
  visit(root);
  return { id: machine.id, nodes, edges };
}
