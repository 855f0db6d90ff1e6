import type { Diagram, FlowNode, GraphDiagram, NodeRole, SequenceDiagram, SequenceItem } from './model.ts';

/**
 * The text alternative of a diagram: the same steps in words, generated from the parsed diagram
 * so it can never disagree with the picture. Returned as nested lists of plain strings.
 */
export type WordsItem = string | { text: string; items: WordsItem[] };

const ROLE_WORDS: Record<NodeRole, string> = {
  untrusted: 'untrusted content',
  model: 'model call',
  human: 'a person',
  tool: 'tool',
  guard: 'check or guard',
};

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

function nodeName(v: FlowNode, d: GraphDiagram): string {
  if (v.shape === 'start') return 'the start';
  if (v.shape === 'end') return 'the end';
  const name = v.label ? `“${oneLine(v.label)}”` : v.shape === 'diamond' ? 'a choice' : `“${v.id}”`;
  const notes = [v.role ? ROLE_WORDS[v.role] : '', v.group ? `in ${oneLine(d.groups.find((g) => g.id === v.group)?.label ?? v.group)}` : '']
    .filter(Boolean)
    .join(', ');
  return notes ? `${name} (${notes})` : name;
}

function graphWords(d: GraphDiagram): WordsItem[] {
  const byId = new Map(d.nodes.map((v) => [v.id, v]));
  // Walk from the nodes nothing points to, in the order written, so the list reads as the flow runs.
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    order.push(id);
    for (const e of d.edges) if (e.from === id) visit(e.to);
  };
  d.nodes.filter((v) => !d.edges.some((e) => e.to === v.id && e.from !== v.id)).forEach((v) => visit(v.id));
  d.nodes.forEach((v) => visit(v.id));
  const rank = new Map(order.map((id, i) => [id, i]));
  const edges = [...d.edges].sort((a, b) => rank.get(a.from)! - rank.get(b.from)!);
  return edges.map((e) => {
    const from = nodeName(byId.get(e.from)!, d);
    const to = nodeName(byId.get(e.to)!, d);
    const when = e.label ? `, “${oneLine(e.label)}”,` : '';
    const verb = e.arrowEnd && e.arrowStart ? 'to and from' : e.arrowEnd || !e.arrowStart ? 'to' : 'from';
    const style = e.style === 'dotted' ? ' (dotted: optional or indirect)' : '';
    return `From ${from}${when} ${verb} ${to}${style}.`;
  });
}

function sequenceWords(d: SequenceDiagram): WordsItem[] {
  const name = (id: string) => {
    const p = d.participants.find((x) => x.id === id)!;
    return p.role ? `${oneLine(p.label)} (${ROLE_WORDS[p.role]})` : oneLine(p.label);
  };
  let number = 0;
  const items = (list: SequenceItem[]): WordsItem[] =>
    list.map((i): WordsItem => {
      if (i.type === 'message') {
        const prefix = d.autonumber ? `${++number}. ` : '';
        const verb = i.from === i.to ? 'to itself' : i.line === 'dashed' ? `replies to ${name(i.to)}` : `to ${name(i.to)}`;
        const refused = i.arrow === 'cross' ? ' (refused or fails)' : '';
        return `${prefix}${name(i.from)} ${verb}: ${oneLine(i.text)}${refused}.`;
      }
      if (i.type === 'note') return `Note (${i.over.map(name).join(' and ')}): ${oneLine(i.text)}.`;
      const kind = {
        loop: 'Repeat',
        alt: 'Either',
        opt: 'Optionally',
        par: 'In parallel',
        critical: 'Critical section',
        break: 'Stop early',
      }[i.kind];
      return {
        text: `${kind}${i.sections[0].label ? ` (${oneLine(i.sections[0].label)})` : ''}:`,
        items: i.sections.flatMap((s, k) =>
          k === 0
            ? items(s.items)
            : [{ text: `${i.kind === 'alt' ? 'Or' : 'And'}${s.label ? ` (${oneLine(s.label)})` : ''}:`, items: items(s.items) }],
        ),
      };
    });
  return items(d.items);
}

export function diagramWords(d: Diagram): WordsItem[] {
  return d.kind === 'sequence' ? sequenceWords(d) : graphWords(d);
}
