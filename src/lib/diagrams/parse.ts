import { DiagramError, type Diagram, type Direction } from './model.ts';
import { parseFlowchart } from './parse-flowchart.ts';
import { parseSequence } from './parse-sequence.ts';
import { parseState } from './parse-state.ts';

/** One meaningful line of diagram source and its 1-based line number within the block. */
export interface SourceLine {
  text: string;
  line: number;
}

/**
 * Parses one Mermaid diagram (flowchart, stateDiagram-v2 or sequenceDiagram). Every diagram needs
 * an `accTitle:` line — Mermaid's own accessibility title, which becomes the figure's caption —
 * and may have an `accDescr:` line, shown under the diagram. Throws DiagramError with the line.
 */
export function parseDiagram(source: string): Diagram {
  const lines: SourceLine[] = [];
  const roles = new Map<string, string>();
  let title: string | undefined;
  let description: string | undefined;
  source.split('\n').forEach((raw, i) => {
    const text = raw.trim();
    const line = i + 1;
    if (!text) return;
    const role = /^%%\s*role:\s*([A-Za-z_]\w*)\s+(\S+)\s*$/.exec(text);
    if (role) roles.set(role[1], role[2]);
    if (text.startsWith('%%')) return;
    const acc = /^(accTitle|accDescr)\s*:\s*(.+)$/.exec(text);
    if (acc) {
      if (acc[1] === 'accTitle') title = acc[2].trim();
      else description = acc[2].trim();
      return;
    }
    if (/^(accTitle|accDescr)\b/.test(text)) throw new DiagramError(`"${text.split(/\s/)[0]}" needs a colon and text on one line`, line);
    lines.push({ text, line });
  });
  const header = lines.shift();
  if (!header) throw new DiagramError('empty diagram', 1);
  if (!title) throw new DiagramError('missing "accTitle: …" (the caption that names what the diagram shows)', header.line);
  let m: RegExpExecArray | null;
  if ((m = /^(?:flowchart|graph)\s+(TB|TD|LR|RL|BT)$/.exec(header.text))) {
    const direction: Direction = m[1] === 'TD' ? 'TB' : (m[1] as Direction);
    return parseFlowchart(direction, lines, title, description);
  }
  if (/^stateDiagram(-v2)?$/.test(header.text)) return parseState(lines, title, description);
  if (header.text === 'sequenceDiagram') return parseSequence(lines, title, roles, description);
  throw new DiagramError(
    `unknown diagram type "${header.text}" (use flowchart TD, flowchart LR, stateDiagram-v2 or sequenceDiagram)`,
    header.line,
  );
}
