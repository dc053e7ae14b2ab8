// @vitest-environment jsdom
/**
 * The statechart drawing of every registered machine: its graph holds every state and transition (with
 * guards, delays and self-transitions), the layout places children inside their parents, and the SVG
 * export is well-formed XML naming every state.
 */
import { and, createMachine, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { layoutGraph, machineGraph, statechartSvg } from '../../src/components/statechart';
import { formatDelay, guardName } from '../../src/components/statechart/transition-labels';
import { SAMPLE_FLOW } from '../../src/machines/approval-flow/sample';
import { findMachine, machineRegistry } from '../../src/machines/registry';

/** Every state path and the number of transitions, read from the machine's own definition. */
function census(machine: AnyStateMachine) {
  const paths: string[] = [];
  let transitions = 0;
  const count = (node: AnyStateNode) => {
    for (const transition of node.definition.transitions) transitions += Math.max(1, transition.target?.length ?? 0);
    transitions += node.always?.length ?? 0;
  };
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      paths.push(child.path.join('.'));
      count(child);
      walk(child);
    }
  };
  // Transitions on the machine itself are drawn from a box around it.
  if (machine.root.transitions.size || machine.root.always?.length) {
    paths.push(`#${machine.id}`);
    count(machine.root);
  }
  walk(machine.root);
  return { paths, transitions };
}

const entry = (id: string) => {
  const found = findMachine(id);
  if (!found) throw new Error(`no machine ${id} in the registry`);
  return found;
};

describe('machineGraph', () => {
  it.each(machineRegistry.map((each) => [each.id, each.machine] as const))('%s: every state and every transition appears', (_id, machine) => {
    const graph = machineGraph(machine);
    const { paths, transitions } = census(machine);
    expect(graph.nodes.map((node) => node.id).sort()).toEqual([...paths].sort());
    expect(graph.edges).toHaveLength(transitions);
    const ids = new Set(graph.nodes.map((node) => node.id));
    for (const edge of graph.edges) {
      expect(ids.has(edge.source), edge.label).toBe(true);
      expect(ids.has(edge.target), edge.label).toBe(true);
    }
    for (const node of graph.nodes) if (node.parentId) expect(ids.has(node.parentId)).toBe(true);
    const topLevel = (node: { parentId?: string }) => !node.parentId || node.parentId === `#${machine.id}`;
    expect(graph.nodes.filter((node) => topLevel(node) && node.initial)).toHaveLength(1);
  });

  it('draws one node per step of the approval-flow sample under inApproval, with guards and self-transitions', () => {
    const graph = machineGraph(entry('approvalFlow').machine);
    const steps = graph.nodes.filter((node) => node.parentId === 'inApproval');
    expect(steps.map((node) => [node.key, node.label])).toEqual(SAMPLE_FLOW.steps.map((step) => [step.key, step.name]));
    expect(steps.map((node) => node.initial)).toEqual([true, false, false]);
    expect(graph.nodes.find((node) => node.id === 'inApproval')).toMatchObject({ kind: 'compound', label: '审批中' });
    expect(graph.nodes.find((node) => node.id === 'approved')).toMatchObject({ kind: 'final' });
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ source: 'inApproval.handle', target: 'inApproval.leader', label: 'flow.approve [isAssignee && namesReceiver]', guard: 'isAssignee && namesReceiver' }),
    );
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'inApproval.leader', target: 'inApproval.leader', event: 'flow.transfer' }));
    expect(graph.edges.filter((edge) => edge.source === 'inApproval.handle' && edge.target === 'inApproval.handle').map((edge) => edge.event)).toEqual([
      'flow.transfer',
      'flow.forward',
      'flow.revoke',
    ]);
  });

  it('shows the delay of delayed transitions and names the invoked actors (session)', () => {
    const graph = machineGraph(entry('session').machine);
    const delayed = graph.edges.filter((edge) => edge.delay);
    expect(delayed.length).toBeGreaterThan(0);
    expect(delayed).toContainEqual(expect.objectContaining({ source: 'ready.reminderCooldown', target: 'ready.reminderOpen', delay: '2s', label: 'after 2s' }));
    expect(graph.nodes.find((node) => node.id === 'authenticating')?.invoke).toEqual(['login']);
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'authenticating', target: 'loadingUser', label: 'done: login' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'boot', target: 'loadingUser', label: 'always [hasToken]' }));
    // A transition without a target stays on its state.
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'ready', target: 'ready', event: 'session.profileUpdated' }));
  });

  it('may name events in words and leave the guards out', () => {
    const graph = machineGraph(entry('approvalFlow').machine, { eventNames: { 'flow.approve': '同意' }, guards: false });
    expect(graph.edges.find((edge) => edge.source === 'inApproval.handle' && edge.target === 'inApproval.leader')).toMatchObject({ label: '同意' });
    expect(graph.edges.every((edge) => !edge.guard)).toBe(true);
  });

  it('kinds parallel and history states, a machine-level transition and a numeric delay', () => {
    const machine = createMachine({
      id: 'kinds',
      initial: 'both',
      on: { reset: '.both' },
      states: {
        both: {
          type: 'parallel',
          states: {
            left: { initial: 'a', states: { a: { after: { 28000: 'b' } }, b: {}, hist: { type: 'history' } } },
            right: { initial: 'c', states: { c: {} } },
          },
        },
      },
    });
    const graph = machineGraph(machine);
    const kinds = Object.fromEntries(graph.nodes.map((node) => [node.id, node.kind]));
    expect(kinds).toMatchObject({ '#kinds': 'compound', both: 'parallel', 'both.left': 'compound', 'both.left.hist': 'history', 'both.left.a': 'atomic' });
    expect(graph.nodes.find((node) => node.id === 'both.left')?.initial).toBe(false);
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: '#kinds', target: 'both', event: 'reset' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'both.left.a', target: 'both.left.b', label: 'after 28s' }));
  });
});

describe('transition labels', () => {
  it('names combined guards and formats delays', () => {
    expect(guardName(and(['a', or(['b', 'c'])]))).toBe('a && (b || c)');
    expect(guardName(not({ type: 'a', params: {} }))).toBe('!a');
    expect(guardName(() => true)).toBe('inline');
    expect([formatDelay(28_000), formatDelay(500), formatDelay(1_500), formatDelay(120_000)]).toEqual(['28s', '500ms', '1.5s', '2min']);
  });
});

describe('layoutGraph and statechartSvg', () => {
  it('places every state, children inside their parents, and routes every line', async () => {
    const { machine } = entry('approvalFlow');
    const positioned = await layoutGraph(machineGraph(machine));
    const byId = new Map(positioned.nodes.map((node) => [node.id, node]));
    expect(positioned.nodes).toHaveLength(machineGraph(machine).nodes.length);
    for (const node of positioned.nodes) {
      expect(node.width).toBeGreaterThan(0);
      expect(node.x + node.width).toBeLessThanOrEqual(positioned.width);
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      if (parent) {
        expect(node.x).toBeGreaterThanOrEqual(parent.x);
        expect(node.y).toBeGreaterThan(parent.y);
        expect(node.x + node.width).toBeLessThanOrEqual(parent.x + parent.width);
        expect(node.y + node.height).toBeLessThanOrEqual(parent.y + parent.height);
      }
    }
    // Wider labels get wider boxes.
    expect(byId.get('inApproval.leader')!.width).toBeGreaterThan(byId.get('draft')!.width);
    for (const edge of positioned.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    expect(positioned.initials.map((marker) => marker.targetId).sort()).toEqual(['draft', 'inApproval.handle']);
  });

  it.each(machineRegistry.map((each) => [each.id, each] as const))('%s exports a valid SVG naming every state', async (_id, { machine, title }) => {
    const graph = machineGraph(machine);
    const svg = statechartSvg(await layoutGraph(graph), title, [graph.nodes[0].id]);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.querySelector(':scope > title')?.textContent).toBe(title);
    expect(root.querySelector('style')?.textContent).toContain('.sc-active');
    const named = [...root.querySelectorAll('g[data-state-id]')].map((group) => [group.getAttribute('data-state-id'), group.querySelector('title')?.textContent]);
    expect(named).toEqual(expect.arrayContaining(graph.nodes.map((node) => [node.id, node.label])));
    expect(named).toHaveLength(graph.nodes.length);
    expect(root.querySelectorAll('.sc-active')).toHaveLength(1);
  });
});
