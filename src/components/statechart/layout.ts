/**
 * Places a machine graph with elkjs (layered, top to bottom, compound states containing their children).
 * Transitions between the same two states share one line with a label line each; every initial state gets
 * a dot of its own in the layout so its arrow never crosses a box.
 */
import type { ELK as ElkEngine, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import {
  EDGE_FONT,
  EDGE_LINE,
  HISTORY_SIZE,
  INITIAL_DOT,
  INVOKE_FONT,
  INVOKE_LINE,
  invokeText,
  labelLines,
  STATE_FONT,
  STATE_HEIGHT,
  textWidth,
  TITLE_HEIGHT,
} from './sizes';
import type { GraphNode, InitialMarker, MachineGraph, Point, PositionedEdge, PositionedGraph, PositionedNode } from './types';

let engine: Promise<ElkEngine> | undefined;
/** elkjs is large (1.4 MB): it loads with the first drawing, in a chunk of its own, and is kept. */
const elk = () => (engine ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Absolute coordinates for every shape and edge, whatever container the layout put them in.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

const INITIAL_SUFFIX = '::initial';
const isContainer = (node: GraphNode) => node.kind === 'compound' || node.kind === 'parallel';
const widest = (lines: string[], fontSize: number) => Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));

function elkNode(node: GraphNode): ElkNode {
  const invokes = node.invoke.map(invokeText);
  const width = Math.max(widest([node.label], STATE_FONT) + 32, widest(invokes, INVOKE_FONT) + 24, 72);
  if (node.kind === 'history') return { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
  if (!isContainer(node)) return { id: node.id, width, height: STATE_HEIGHT + invokes.length * INVOKE_LINE };
  const top = TITLE_HEIGHT + invokes.length * INVOKE_LINE;
  return {
    id: node.id,
    children: [],
    layoutOptions: {
      'elk.padding': `[top=${top},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${top + 24})`,
    },
  };
}

interface MergedEdge {
  source: string;
  target: string;
  edgeIds: string[];
  labels: string[];
}

function mergeEdges(graph: MachineGraph): MergedEdge[] {
  const merged = new Map<string, MergedEdge>();
  for (const edge of graph.edges) {
    const key = `${edge.source}\u0000${edge.target}`;
    const entry = merged.get(key) ?? { source: edge.source, target: edge.target, edgeIds: [], labels: [] };
    entry.edgeIds.push(edge.id);
    if (!entry.labels.includes(edge.label)) entry.labels.push(edge.label);
    merged.set(key, entry);
  }
  return [...merged.values()];
}

function pointsOf(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]).map(({ x, y }) => ({ x, y }));
}

export async function layoutGraph(graph: MachineGraph): Promise<PositionedGraph> {
  const root: ElkNode = { id: '::root', layoutOptions: ROOT_OPTIONS, children: [] };
  const boxes = new Map<string, ElkNode>();
  for (const node of graph.nodes) boxes.set(node.id, elkNode(node));
  const containerOf = (node: GraphNode) => (node.parentId && boxes.get(node.parentId)) || root;
  const markerEdges: ElkExtendedEdge[] = [];
  for (const node of graph.nodes) {
    const container = containerOf(node);
    container.children!.push(boxes.get(node.id)!);
    if (node.initial) {
      container.children!.push({ id: node.id + INITIAL_SUFFIX, width: INITIAL_DOT, height: INITIAL_DOT });
      markerEdges.push({ id: node.id + INITIAL_SUFFIX, sources: [node.id + INITIAL_SUFFIX], targets: [node.id] });
    }
  }
  const merged = mergeEdges(graph);
  root.edges = [
    ...markerEdges,
    ...merged.map((edge, index) => ({
      id: `m${index}`,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text: edge.labels.join('\n'), width: widest(labelLines(edge.labels), EDGE_FONT) + 8, height: labelLines(edge.labels).length * EDGE_LINE + 4 }],
    })),
  ];

  const laid = await (await elk()).layout(root);
  const placed = new Map<string, ElkNode>();
  const collect = (node: ElkNode) => node.children?.forEach((child) => (placed.set(child.id, child), collect(child)));
  collect(laid);
  const laidEdges = new Map((laid.edges ?? []).map((edge) => [edge.id, edge]));

  const nodes: PositionedNode[] = graph.nodes.map((node) => {
    const box = placed.get(node.id)!;
    return { ...node, x: box.x ?? 0, y: box.y ?? 0, width: box.width ?? 0, height: box.height ?? 0 };
  });
  const edges: PositionedEdge[] = merged.map((edge, index) => {
    const done = laidEdges.get(`m${index}`);
    const label = done?.labels?.[0];
    return {
      id: `m${index}`,
      ...edge,
      points: done ? pointsOf(done) : [],
      ...(label && { labelBox: { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } }),
    };
  });
  const initials: InitialMarker[] = graph.nodes
    .filter((node) => node.initial)
    .map((node) => {
      const dot = placed.get(node.id + INITIAL_SUFFIX)!;
      const center = { x: (dot.x ?? 0) + INITIAL_DOT / 2, y: (dot.y ?? 0) + INITIAL_DOT / 2 };
      const line = laidEdges.get(node.id + INITIAL_SUFFIX);
      return { targetId: node.id, center, points: line ? pointsOf(line) : [] };
    });
  return { id: graph.id, width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges, initials };
}
