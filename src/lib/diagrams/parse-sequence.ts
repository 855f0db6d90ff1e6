import { DiagramError, NODE_ROLES, type NodeRole, type Participant, type SequenceDiagram, type SequenceItem } from './model.ts';
import { cleanLabel } from './parse-flowchart.ts';
import type { SourceLine } from './parse.ts';

/**
 * A strict parser for the part of Mermaid's `sequenceDiagram` syntax our pages use: participants
 * and actors (with `as` labels), messages (`->>`, `-->>`, `->`, `-->`, `-x`, `--x`, `-)`, `--)`),
 * notes, `loop`/`alt`/`else`/`opt`/`par`/`and`/`critical`/`option`/`break` blocks, `autonumber`,
 * and activation markers (accepted and ignored). Anything else is an error with its line.
 * A participant can carry a role with a `%% role: <id> <role>` comment, which GitHub ignores.
 */
const MESSAGE = /^([A-Za-z_][\w]*)\s*(-->>|->>|-->|->|--x|-x|--\)|-\))\s*[+-]?\s*([A-Za-z_][\w]*)\s*:\s*(.+)$/;
const OPENERS = ['loop', 'alt', 'opt', 'par', 'critical', 'break'] as const;

export function parseSequence(
  lines: SourceLine[],
  title: string,
  roleComments: Map<string, string>,
  description?: string,
): SequenceDiagram {
  const participants = new Map<string, Participant>();
  const root: SequenceItem[] = [];
  const stack: { block: Extract<SequenceItem, { type: 'block' }>; line: number }[] = [];
  let autonumber = false;
  const current = () => stack.at(-1)?.block.sections.at(-1)?.items ?? root;
  const participant = (id: string, line: number, label?: string, actor = false) => {
    if (!/^[A-Za-z_]\w*$/.test(id)) throw new DiagramError(`"${id}" is not a participant name`, line);
    const known = participants.get(id);
    if (known && label !== undefined) throw new DiagramError(`participant "${id}" is declared twice`, line);
    if (!known) participants.set(id, { id, label: label ?? id, actor });
    return id;
  };

  for (const { text, line } of lines) {
    const s = text.trim();
    let m: RegExpExecArray | null;
    if (s === 'autonumber') {
      autonumber = true;
      continue;
    }
    if ((m = /^(participant|actor)\s+([A-Za-z_]\w*)(?:\s+as\s+(.+))?$/.exec(s))) {
      participant(m[2], line, cleanLabel(m[3] ?? m[2]), m[1] === 'actor');
      continue;
    }
    if (/^(activate|deactivate)\s+\w+$/.test(s)) continue;
    if ((m = MESSAGE.exec(s))) {
      const [, from, arrow, to, body] = m;
      current().push({
        type: 'message',
        from: participant(from, line),
        to: participant(to, line),
        text: cleanLabel(body),
        line: arrow.startsWith('--') ? 'dashed' : 'solid',
        arrow: arrow.endsWith('x') ? 'cross' : arrow.endsWith('>>') ? 'filled' : 'open',
      });
      continue;
    }
    if ((m = /^note\s+(left of|right of|over)\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)?)\s*:\s*(.+)$/i.exec(s))) {
      const over = m[2].split(',').map((p) => participant(p.trim(), line));
      const side = m[1].toLowerCase().startsWith('left') ? 'left' : m[1].toLowerCase().startsWith('right') ? 'right' : 'over';
      current().push({ type: 'note', over, side, text: cleanLabel(m[3]) });
      continue;
    }
    if ((m = /^(loop|alt|opt|par|critical|break)(?:\s+(.*))?$/.exec(s)) && (OPENERS as readonly string[]).includes(m[1])) {
      const block: SequenceItem = {
        type: 'block',
        kind: m[1] as (typeof OPENERS)[number],
        sections: [{ label: cleanLabel(m[2] ?? ''), items: [] }],
      };
      current().push(block);
      stack.push({ block, line });
      continue;
    }
    if ((m = /^(else|and|option)(?:\s+(.*))?$/.exec(s))) {
      const top = stack.at(-1);
      const fits = { else: 'alt', and: 'par', option: 'critical' }[m[1] as 'else' | 'and' | 'option'];
      if (!top || top.block.kind !== fits) throw new DiagramError(`"${m[1]}" outside a "${fits}" block`, line);
      top.block.sections.push({ label: cleanLabel(m[2] ?? ''), items: [] });
      continue;
    }
    if (s === 'end') {
      if (!stack.pop()) throw new DiagramError('"end" without an open block', line);
      continue;
    }
    throw new DiagramError(`cannot read "${s.slice(0, 40)}" in a sequence diagram`, line);
  }
  if (stack.length) throw new DiagramError(`"${stack.at(-1)!.block.kind}" block is never closed with "end"`, stack.at(-1)!.line);
  for (const [id, role] of roleComments) {
    const p = participants.get(id);
    if (!p) throw new DiagramError(`role comment names unknown participant "${id}"`, 1);
    if (!(NODE_ROLES as readonly string[]).includes(role))
      throw new DiagramError(`unknown role "${role}" (use one of: ${NODE_ROLES.join(', ')})`, 1);
    p.role = role as NodeRole;
  }
  if (participants.size < 2) throw new DiagramError('a sequence diagram needs at least two participants', lines[0]?.line ?? 1);
  if (!root.length) throw new DiagramError('a sequence diagram needs at least one message', lines[0]?.line ?? 1);
  return { kind: 'sequence', title, description, autonumber, participants: [...participants.values()], items: root };
}
