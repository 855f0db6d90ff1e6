import {
  DiagramError,
  NODE_ROLES,
  type Direction,
  type FlowEdge,
  type FlowGroup,
  type FlowNode,
  type GraphDiagram,
  type NodeRole,
  type Shape,
} from './model.ts';
import type { SourceLine } from './parse.ts';

// A strict parser for the part of Mermaid's flowchart syntax our pages use. Strict on purpose:
// the one Node parser we found (beautiful-mermaid's) turns a malformed line into stray nodes
// without an error, and Mermaid's own parser needs a browser DOM. A line we do not understand is
// an error with its line number, so a broken diagram fails the build instead of drawing nonsense.

/** Shape delimiters, longest opener first so `([` wins over `(`. */
const SHAPES: { open: string; close: string; shape: Shape }[] = [
  { open: '([', close: '])', shape: 'stadium' },
  { open: '[[', close: ']]', shape: 'subroutine' },
  { open: '[(', close: ')]', shape: 'cylinder' },
  { open: '((', close: '))', shape: 'circle' },
  { open: '{{', close: '}}', shape: 'hexagon' },
  { open: '[/', close: '/]', shape: 'parallelogram' },
  { open: '[/', close: '\\]', shape: 'trapezoid' },
  { open: '[', close: ']', shape: 'rect' },
  { open: '(', close: ')', shape: 'rounded' },
  { open: '{', close: '}', shape: 'diamond' },
  { open: '>', close: ']', shape: 'asymmetric' },
];

const ID = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Edge forms: plain (`-->`, `---`, `-.->`, `==>`, `<-->`, longer variants) with an optional `|label|`, or label-in-the-middle forms. */
const LABELLED_EDGES: { re: RegExp; style: FlowEdge['style'] }[] = [
  { re: /^(<)?--\s+(.+?)\s+-{2,}(>)?/, style: 'solid' },
  { re: /^(<)?-\.\s+(.+?)\s+\.-+(>)?/, style: 'dotted' },
  { re: /^(<)?==\s+(.+?)\s+={2,}(>)?/, style: 'thick' },
];
const PLAIN_EDGES: { re: RegExp; style: FlowEdge['style'] }[] = [
  { re: /^(<)?-\.+-(>)?/, style: 'dotted' },
  { re: /^(<)?={2,}(>)?/, style: 'thick' },
  { re: /^(<)?-{2,}(>)?/, style: 'solid' },
];

/** Turns `<br/>` into a line break and unquotes `"…"`; labels are plain text. */
export function cleanLabel(raw: string): string {
  let text = raw.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/#quot;/g, '"')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .trim();
}

function checkRole(name: string, line: number): NodeRole {
  if ((NODE_ROLES as readonly string[]).includes(name)) return name as NodeRole;
  throw new DiagramError(`unknown class "${name}" (use one of: ${NODE_ROLES.join(', ')})`, line);
}

class Builder {
  nodes = new Map<string, FlowNode>();
  labelled = new Set<string>();
  edges: FlowEdge[] = [];
  groups: FlowGroup[] = [];
  stack: string[] = [];

  node(id: string, line: number, label?: string, shape?: Shape, role?: NodeRole): FlowNode {
    let node = this.nodes.get(id);
    if (!node) {
      node = { id, label: id, shape: 'rect', group: this.stack.at(-1) };
      this.nodes.set(id, node);
    }
    if (label !== undefined) {
      if (this.labelled.has(id) && (node.label !== label || node.shape !== shape))
        throw new DiagramError(`node "${id}" is declared twice with different text or shape`, line);
      node.label = label;
      node.shape = shape ?? 'rect';
      this.labelled.add(id);
      // Declaring a node inside a group puts it there, as Mermaid does.
      if (this.stack.length) node.group = this.stack.at(-1);
    }
    if (role) node.role = role;
    return node;
  }
}

/** Reads one node reference (`A`, `A[text]`, `A{text}:::role` …) at the start of `text`. */
function readNode(text: string, b: Builder, line: number): { ids: string; rest: string } {
  const id = ID.exec(text);
  if (!id) throw new DiagramError(`expected a node id at "${text.slice(0, 30)}"`, line);
  let rest = text.slice(id[0].length);
  let label: string | undefined;
  let shape: Shape | undefined;
  for (const s of SHAPES) {
    if (!rest.startsWith(s.open)) continue;
    const inner = rest.slice(s.open.length);
    let end: number;
    if (inner.startsWith('"')) {
      const q = inner.indexOf('"', 1);
      if (q < 0) throw new DiagramError(`unclosed quote in node "${id[0]}"`, line);
      end = inner.startsWith(s.close, q + 1) ? q + 1 : -1;
    } else {
      end = inner.indexOf(s.close);
    }
    if (end < 0) continue;
    const body = inner.slice(0, end);
    if (!body.startsWith('"') && /[[\]{}()|"]/.test(body)) continue;
    label = cleanLabel(body);
    shape = s.shape;
    rest = inner.slice(end + s.close.length);
    break;
  }
  if (rest.startsWith('[') || rest.startsWith('(') || rest.startsWith('{'))
    throw new DiagramError(
      `cannot read the text of node "${id[0]}": close its shape, and put text with brackets, quotes or pipes in "double quotes"`,
      line,
    );
  let role: NodeRole | undefined;
  const cls = /^:::([A-Za-z_][\w-]*)/.exec(rest);
  if (cls) {
    role = checkRole(cls[1], line);
    rest = rest.slice(cls[0].length);
  }
  if (label === '') throw new DiagramError(`node "${id[0]}" has empty text`, line);
  b.node(id[0], line, label, shape, role);
  return { ids: id[0], rest };
}

/** Reads `A & B[x] & C` and returns the ids. */
function readNodeGroup(text: string, b: Builder, line: number): { ids: string[]; rest: string } {
  const ids: string[] = [];
  let rest = text;
  for (;;) {
    const n = readNode(rest.trimStart(), b, line);
    ids.push(n.ids);
    rest = n.rest;
    const amp = /^\s*&\s*/.exec(rest);
    if (!amp) break;
    rest = rest.slice(amp[0].length);
  }
  return { ids, rest };
}

function readEdge(text: string, line: number): { edge: Omit<FlowEdge, 'from' | 'to'>; rest: string } | undefined {
  const t = text.trimStart();
  for (const { re, style } of LABELLED_EDGES) {
    const m = re.exec(t);
    if (m && m[3])
      return { edge: { style, label: cleanLabel(m[2]), arrowStart: Boolean(m[1]), arrowEnd: true }, rest: t.slice(m[0].length) };
  }
  for (const { re, style } of PLAIN_EDGES) {
    const m = re.exec(t);
    if (!m) continue;
    let rest = t.slice(m[0].length);
    let label: string | undefined;
    const pipe = /^\|([^|]*)\|/.exec(rest);
    if (pipe) {
      label = cleanLabel(pipe[1]);
      if (!label) throw new DiagramError('empty edge label', line);
      rest = rest.slice(pipe[0].length);
    }
    return { edge: { style, label, arrowStart: Boolean(m[1]), arrowEnd: Boolean(m[2]) }, rest };
  }
  return undefined;
}

/** Parses the lines after a `flowchart`/`graph` header. */
export function parseFlowchart(direction: Direction, lines: SourceLine[], title: string, description?: string): GraphDiagram {
  const b = new Builder();
  for (const { text, line } of lines) {
    const statement = text.replace(/;\s*$/, '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^subgraph\s+(.+)$/.exec(statement))) {
      const spec = m[1].trim();
      const withLabel = /^([A-Za-z_]\w*)\s*\[(.+)\]$/.exec(spec);
      const id = withLabel ? withLabel[1] : /^[A-Za-z_]\w*$/.test(spec) ? spec : `group${b.groups.length + 1}`;
      const label = cleanLabel(withLabel ? withLabel[2] : spec);
      if (b.groups.some((g) => g.id === id)) throw new DiagramError(`subgraph "${id}" is declared twice`, line);
      b.groups.push({ id, label, parent: b.stack.at(-1) });
      b.stack.push(id);
      continue;
    }
    if (statement === 'end') {
      if (!b.stack.pop()) throw new DiagramError('"end" without a subgraph', line);
      continue;
    }
    if (/^direction\s+(TB|TD|LR|RL|BT)$/.test(statement)) continue;
    if ((m = /^classDef\s+([A-Za-z_][\w-]*)\s+\S/.exec(statement))) {
      checkRole(m[1], line);
      continue;
    }
    if ((m = /^class\s+([\w,\s]+?)\s+([A-Za-z_][\w-]*)$/.exec(statement))) {
      const role = checkRole(m[2], line);
      for (const id of m[1].split(',').map((s) => s.trim())) {
        const node = b.nodes.get(id);
        if (!node) throw new DiagramError(`class names unknown node "${id}"`, line);
        node.role = role;
      }
      continue;
    }
    if (/^(style|linkStyle|click|call)\b/.test(statement))
      throw new DiagramError(
        `"${statement.split(/\s/)[0]}" is not allowed: colours come from the site's theme, and diagrams have no links or scripts`,
        line,
      );

    let { ids: from, rest } = readNodeGroup(statement, b, line);
    while (rest.trim()) {
      const e = readEdge(rest, line);
      if (!e) throw new DiagramError(`cannot read "${rest.trim().slice(0, 40)}"`, line);
      const next = readNodeGroup(e.rest, b, line);
      for (const f of from) for (const t of next.ids) b.edges.push({ from: f, to: t, ...e.edge });
      from = next.ids;
      rest = next.rest;
    }
  }
  if (b.stack.length) throw new DiagramError(`subgraph "${b.stack.at(-1)}" is never closed with "end"`, lines.at(-1)?.line ?? 1);
  if (b.nodes.size < 2) throw new DiagramError('a diagram needs at least two nodes', lines[0]?.line ?? 1);
  return { kind: 'flowchart', title, description, direction, nodes: [...b.nodes.values()], edges: b.edges, groups: b.groups };
}
