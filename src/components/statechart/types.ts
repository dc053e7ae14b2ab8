/** The drawing model of a statechart: what a machine holds (graph), then where it sits (positioned). */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The state's path from the machine root, dot-separated ('inApproval.leader'): what `highlight` names. */
  id: string;
  key: string;
  /** The state's description, or its key. */
  label: string;
  parentId?: string;
  kind: StateKind;
  /** The initial child of its parent (or of the machine). */
  initial: boolean;
  /** The src of each actor the state invokes. */
  invoke: string[];
}

export interface GraphEdge {
  id: string;
  source: string;
  /** The source itself for a self-transition and for a transition without a target (actions only). */
  target: string;
  /** Event, then the guard in brackets: 'flow.approve [isAssignee && namesReceiver]', 'after 28s'. */
  label: string;
  event: string;
  guard?: string;
  /** For `after` transitions: the delay as written ('28s', '500ms'). */
  delay?: string;
}

export interface MachineGraph {
  /** The machine's id. */
  id: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

/** Coordinates are absolute (from the drawing's top-left corner). */
export interface PositionedNode extends GraphNode, Box {}

/** The transitions between one source and one target, drawn as one line with one label line each. */
export interface PositionedEdge {
  id: string;
  source: string;
  target: string;
  /** The ids of the graph's edges drawn by this line. */
  edgeIds: string[];
  labels: string[];
  /** The polyline from the source's border to the target's border. */
  points: Point[];
  labelBox?: Box;
}

/** The dot that points at a compound state's (or the machine's) initial state. */
export interface InitialMarker {
  targetId: string;
  center: Point;
  points: Point[];
}

export interface PositionedGraph {
  id: string;
  width: number;
  height: number;
  nodes: PositionedNode[];
  edges: PositionedEdge[];
  initials: InitialMarker[];
}
