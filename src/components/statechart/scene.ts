/**
 * What to draw for a positioned graph, as plain shapes: the React diagram and the SVG export both render
 * this list, so the screen and the downloaded file are the same picture.
 */
import { EDGE_FONT, EDGE_LINE, FINAL_INSET, INITIAL_DOT, INVOKE_LINE, invokeText, labelLines, STATE_HEIGHT, TITLE_HEIGHT } from './sizes';
import type { Point, PositionedGraph, PositionedNode } from './types';

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; className: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; className: string }
  | { kind: 'path'; d: string; className: string; arrow: boolean }
  | { kind: 'text'; x: number; y: number; text: string; className: string; anchor: 'start' | 'middle' };

/** One state's shapes; `stateId` makes it selectable. */
export interface StateGroup {
  stateId: string;
  label: string;
  className: string;
  shapes: Shape[];
}

export interface Scene {
  width: number;
  height: number;
  /** Containers first, so inner states are drawn over them. */
  states: StateGroup[];
  /** Lines with their arrows and labels, drawn over the states. */
  edges: Shape[][];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A polyline with its corners rounded (radius up to 6). */
export function roundedPath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  let d = `M${round(first.x)} ${round(first.y)}`;
  for (let i = 0; i < rest.length; i++) {
    const corner = rest[i];
    const next = rest[i + 1];
    if (!next) {
      d += ` L${round(corner.x)} ${round(corner.y)}`;
      break;
    }
    const prev = i === 0 ? first : rest[i - 1];
    const inLen = Math.hypot(corner.x - prev.x, corner.y - prev.y);
    const outLen = Math.hypot(next.x - corner.x, next.y - corner.y);
    const r = Math.min(6, inLen / 2, outLen / 2);
    const a = { x: corner.x - ((corner.x - prev.x) / (inLen || 1)) * r, y: corner.y - ((corner.y - prev.y) / (inLen || 1)) * r };
    const b = { x: corner.x + ((next.x - corner.x) / (outLen || 1)) * r, y: corner.y + ((next.y - corner.y) / (outLen || 1)) * r };
    d += ` L${round(a.x)} ${round(a.y)} Q${round(corner.x)} ${round(corner.y)} ${round(b.x)} ${round(b.y)}`;
  }
  return d;
}

function stateShapes(node: PositionedNode): Shape[] {
  const { x, y, width, height } = node;
  const invokes = node.invoke.map(invokeText);
  if (node.kind === 'history') {
    const r = width / 2;
    return [
      { kind: 'circle', cx: x + r, cy: y + r, r, className: 'sc-box' },
      { kind: 'text', x: x + r, y: y + r + 4.5, text: 'H', className: 'sc-name', anchor: 'middle' },
    ];
  }
  if (node.kind === 'compound' || node.kind === 'parallel') {
    return [
      { kind: 'rect', x, y, width, height, rx: 10, className: 'sc-box' },
      { kind: 'text', x: x + 12, y: y + TITLE_HEIGHT / 2 + 5, text: node.label, className: 'sc-title', anchor: 'start' },
      ...invokes.map((text, i): Shape => ({ kind: 'text', x: x + 12, y: y + TITLE_HEIGHT + i * INVOKE_LINE + 4, text, className: 'sc-invoke', anchor: 'start' })),
    ];
  }
  const shapes: Shape[] = [{ kind: 'rect', x, y, width, height, rx: 8, className: 'sc-box' }];
  if (node.kind === 'final') {
    const inset = FINAL_INSET;
    shapes.push({ kind: 'rect', x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset, rx: 6, className: 'sc-inner' });
  }
  shapes.push({ kind: 'text', x: x + width / 2, y: y + STATE_HEIGHT / 2 + 4.5, text: node.label, className: 'sc-name', anchor: 'middle' });
  invokes.forEach((text, i) => shapes.push({ kind: 'text', x: x + width / 2, y: y + STATE_HEIGHT + i * INVOKE_LINE + 2, text, className: 'sc-invoke', anchor: 'middle' }));
  return shapes;
}

/** True when `id` is one of `highlight`, and `'parent'` when one of them lies inside it. */
function activity(id: string, highlight: readonly string[]): 'self' | 'parent' | undefined {
  if (highlight.includes(id)) return 'self';
  return highlight.some((each) => each.startsWith(`${id}.`)) ? 'parent' : undefined;
}

export function buildScene(graph: PositionedGraph, highlight: readonly string[] = []): Scene {
  const depth = (node: PositionedNode) => node.id.split('.').length;
  const ordered = [...graph.nodes].sort((a, b) => depth(a) - depth(b));
  const states = ordered.map((node): StateGroup => {
    const active = activity(node.id, highlight);
    const classes = ['sc-state', `sc-${node.kind}`, active === 'self' ? 'sc-active' : active === 'parent' ? 'sc-active-parent' : ''];
    return { stateId: node.id, label: node.label, className: classes.filter(Boolean).join(' '), shapes: stateShapes(node) };
  });
  const initials = graph.initials.map((marker): Shape[] => [
    { kind: 'circle', cx: marker.center.x, cy: marker.center.y, r: INITIAL_DOT / 2, className: 'sc-initial' },
    { kind: 'path', d: roundedPath(marker.points), className: 'sc-line', arrow: true },
  ]);
  const edges = graph.edges.map((edge): Shape[] => {
    const shapes: Shape[] = [{ kind: 'path', d: roundedPath(edge.points), className: 'sc-line', arrow: true }];
    const box = edge.labelBox;
    if (box) {
      shapes.push({ kind: 'rect', ...box, rx: 3, className: 'sc-label-bg' });
      labelLines(edge.labels).forEach((text, i) =>
        shapes.push({ kind: 'text', x: box.x + 4, y: box.y + 2 + i * EDGE_LINE + EDGE_FONT, text, className: text.startsWith('[') ? 'sc-label sc-guard' : 'sc-label', anchor: 'start' }),
      );
    }
    return shapes;
  });
  return { width: graph.width, height: graph.height, states, edges: [...initials, ...edges] };
}
