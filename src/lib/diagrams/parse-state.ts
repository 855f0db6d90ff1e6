import { DiagramError, type Direction, type FlowEdge, type FlowGroup, type FlowNode, type GraphDiagram } from './model.ts';
import { cleanLabel } from './parse-flowchart.ts';
import type { SourceLine } from './parse.ts';

/**
 * A strict parser for the part of Mermaid's `stateDiagram-v2` syntax our pages use: transitions
 * with labels, `[*]` start and end states (one pair per composite state), `state "Text" as X`,
 * `state X <<choice>>`, `X : description`, composite states `state X { … }` and `direction`.
 * Anything else is an error with its line (see parse-flowchart.ts for why strict).
 */
const STATE_ID = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseState(lines: SourceLine[], title: string, description?: string): GraphDiagram {
  const nodes = new Map<string, FlowNode>();
  const edges: FlowEdge[] = [];
  const groups: FlowGroup[] = [];
  const stack: string[] = [];
  let direction: Direction = 'TB';

  const state = (ref: string, line: number, as: 'from' | 'to'): string => {
    const scope = stack.at(-1) ?? 'root';
    if (ref === '[*]') {
      const id = `${as === 'from' ? 'start' : 'end'}__${scope}`;
      if (!nodes.has(id))
        nodes.set(id, { id, label: as === 'from' ? 'start' : 'end', shape: as === 'from' ? 'start' : 'end', group: stack.at(-1) });
      return id;
    }
    if (!STATE_ID.test(ref))
      throw new DiagramError(`"${ref}" is not a state name (letters, digits and _ only; use state "Text" as Name)`, line);
    if (groups.some((g) => g.id === ref))
      throw new DiagramError(`"${ref}" is a composite state: point the transition at a state inside it`, line);
    if (!nodes.has(ref)) nodes.set(ref, { id: ref, label: ref, shape: 'rounded', group: stack.at(-1) });
    return ref;
  };

  for (const { text, line } of lines) {
    const s = text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^direction\s+(TB|TD|LR|RL|BT)$/.exec(s))) {
      if (!stack.length) direction = m[1] === 'TD' ? 'TB' : (m[1] as Direction);
      continue;
    }
    if ((m = /^state\s+"([^"]+)"\s+as\s+(\S+)$/.exec(s))) {
      const id = state(m[2], line, 'to');
      nodes.get(id)!.label = cleanLabel(m[1]);
      continue;
    }
    if ((m = /^state\s+(\S+)\s+<<choice>>$/.exec(s))) {
      const id = state(m[1], line, 'to');
      const node = nodes.get(id)!;
      node.shape = 'diamond';
      node.label = '';
      continue;
    }
    if ((m = /^state\s+(?:"([^"]+)"\s+as\s+)?(\S+)\s*\{$/.exec(s))) {
      const id = m[2];
      if (!STATE_ID.test(id)) throw new DiagramError(`"${id}" is not a state name`, line);
      if (groups.some((g) => g.id === id)) throw new DiagramError(`composite state "${id}" is declared twice`, line);
      if (nodes.has(id)) throw new DiagramError(`"${id}" is used as a plain state before it is declared composite`, line);
      groups.push({ id, label: cleanLabel(m[1] ?? id), parent: stack.at(-1) });
      stack.push(id);
      continue;
    }
    if (s === '}') {
      if (!stack.pop()) throw new DiagramError('"}" without a composite state', line);
      continue;
    }
    if ((m = /^(\[\*\]|\S+)\s*-->\s*(\[\*\]|[^\s:]+)\s*(?::\s*(.+))?$/.exec(s))) {
      const from = state(m[1], line, 'from');
      const to = state(m[2], line, 'to');
      const label = m[3] ? cleanLabel(m[3]) : undefined;
      edges.push({ from, to, label, style: 'solid', arrowStart: false, arrowEnd: true });
      continue;
    }
    if ((m = /^([A-Za-z_]\w*)\s*:\s*(.+)$/.exec(s))) {
      const id = state(m[1], line, 'to');
      nodes.get(id)!.label = cleanLabel(m[2]);
      continue;
    }
    if (STATE_ID.test(s)) {
      state(s, line, 'to');
      continue;
    }
    throw new DiagramError(`cannot read "${s.slice(0, 40)}" in a state diagram`, line);
  }
  if (stack.length) throw new DiagramError(`composite state "${stack.at(-1)}" is never closed with "}"`, lines.at(-1)?.line ?? 1);
  if (nodes.size < 2) throw new DiagramError('a diagram needs at least two states', lines[0]?.line ?? 1);
  return { kind: 'state', title, description, direction, nodes: [...nodes.values()], edges, groups };
}
