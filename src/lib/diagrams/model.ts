// What a parsed diagram holds, whichever of the three Mermaid kinds it was written in.

/** Node shapes of the Mermaid flowchart and state syntax we accept. */
export type Shape =
  | 'rect'
  | 'rounded'
  | 'stadium'
  | 'subroutine'
  | 'cylinder'
  | 'circle'
  | 'diamond'
  | 'hexagon'
  | 'asymmetric'
  | 'parallelogram'
  | 'trapezoid'
  | 'start'
  | 'end';

/**
 * The meaning a node can carry beyond its shape, written `A:::untrusted` or `class A untrusted`.
 * Each is drawn differently (pattern and colour, never colour alone) and named in the text version.
 */
export const NODE_ROLES = ['untrusted', 'model', 'human', 'tool', 'guard'] as const;
export type NodeRole = (typeof NODE_ROLES)[number];

export interface FlowNode {
  id: string;
  label: string;
  shape: Shape;
  role?: NodeRole;
  /** The innermost group (subgraph or composite state) the node sits in. */
  group?: string;
}

export interface FlowEdge {
  from: string;
  to: string;
  label?: string;
  style: 'solid' | 'dotted' | 'thick';
  arrowStart: boolean;
  arrowEnd: boolean;
}

export interface FlowGroup {
  id: string;
  label: string;
  parent?: string;
}

export type Direction = 'TB' | 'LR' | 'BT' | 'RL';

/** A flowchart or a state diagram: both are laid out as a directed graph. */
export interface GraphDiagram {
  kind: 'flowchart' | 'state';
  title: string;
  description?: string;
  direction: Direction;
  nodes: FlowNode[];
  edges: FlowEdge[];
  groups: FlowGroup[];
}

export interface Participant {
  id: string;
  label: string;
  actor: boolean;
  role?: NodeRole;
}

export type SequenceItem =
  | { type: 'message'; from: string; to: string; text: string; line: 'solid' | 'dashed'; arrow: 'filled' | 'open' | 'cross' }
  | { type: 'note'; over: string[]; side: 'left' | 'right' | 'over'; text: string }
  | { type: 'block'; kind: 'loop' | 'alt' | 'opt' | 'par' | 'critical' | 'break'; sections: { label: string; items: SequenceItem[] }[] };

export interface SequenceDiagram {
  kind: 'sequence';
  title: string;
  description?: string;
  autonumber: boolean;
  participants: Participant[];
  items: SequenceItem[];
}

export type Diagram = GraphDiagram | SequenceDiagram;

/** A diagram that does not parse, with the line of the diagram source it failed on (1-based). */
export class DiagramError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = 'DiagramError';
    this.line = line;
  }
}
