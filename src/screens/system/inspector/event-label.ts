/** An event type in the words of the diagram: 'done: login', 'error: fetchPage', 'after 28s'. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { delayText, eventText } from '../../../components/statechart/transition-labels';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

export function eventLabeller(machine: AnyStateMachine): (type: string) => string {
  const nodes = allNodes(machine.root);
  const sources = new Map(nodes.flatMap((node) => node.invoke.map((invoke) => [invoke.id, String(invoke.src)] as const)));
  const delays = machine.implementations.delays as Record<string, unknown> | undefined;
  const afters = new Map(nodes.flatMap((node) => node.after.map((each) => [each.eventType, `after ${delayText(each.delay, delays)}`] as const)));
  return (type) => afters.get(type) ?? eventText(type, (invokeId) => sources.get(invokeId));
}
