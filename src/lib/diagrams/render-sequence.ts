import type { SequenceDiagram, SequenceItem } from './model.ts';
import { FONT_SIZE, LINE_HEIGHT, n, textBlock, textWidth, wrap } from './svg.ts';

/**
 * Sequence diagrams are laid out here rather than by a library: the layout is a few columns and
 * rows, and the Node renderer we measured (beautiful-mermaid) spaces participants without room for
 * the message labels between them, so long labels overlapped the next lifeline.
 */

const MESSAGE_WRAP = 22;
const NOTE_WRAP = 26;
const BOX_PAD = 10;
const MIN_BOX = 72;
const ROW_GAP = 12;
const SELF_LOOP = 28;

type Message = Extract<SequenceItem, { type: 'message' }>;

/** Every message in the diagram, blocks included, in order. */
function messages(items: SequenceItem[]): Message[] {
  return items.flatMap((i) => (i.type === 'message' ? [i] : i.type === 'block' ? i.sections.flatMap((s) => messages(s.items)) : []));
}

export function renderSequence(d: SequenceDiagram): { body: string; width: number; height: number } {
  const index = new Map(d.participants.map((p, i) => [p.id, i]));
  const boxLines = d.participants.map((p) => wrap(p.label, 16));
  const boxWidth = boxLines.map((lines) => Math.max(MIN_BOX, ...lines.map((l) => textWidth(l) + 2 * BOX_PAD)));
  // The gap between neighbouring lifelines must hold the widest label that spans it.
  const gaps = d.participants.slice(1).map((_, i) => (boxWidth[i] + boxWidth[i + 1]) / 2 + 16);
  const selfRoom = d.participants.map(() => 0);
  let number = 0;
  const label = (m: Message) => (d.autonumber ? `${++number}. ${m.text}` : m.text);
  const labels = new Map<Message, string[]>();
  for (const m of messages(d.items)) {
    const lines = wrap(label(m), MESSAGE_WRAP);
    labels.set(m, lines);
    const width = Math.max(...lines.map((l) => textWidth(l))) + 16;
    const [a, b] = [index.get(m.from)!, index.get(m.to)!].sort((x, y) => x - y);
    if (a === b) {
      selfRoom[a] = Math.max(selfRoom[a], SELF_LOOP + width);
      continue;
    }
    const have = gaps.slice(a, b).reduce((s, g) => s + g, 0);
    if (have < width) for (let i = a; i < b; i++) gaps[i] += (width - have) / (b - a);
  }
  selfRoom.forEach((room, i) => {
    if (i < gaps.length) gaps[i] = Math.max(gaps[i], room + boxWidth[i + 1] / 2);
  });
  const xs = [boxWidth[0] / 2 + 4];
  gaps.forEach((g, i) => xs.push(xs[i] + g));
  const boxHeight = Math.max(...boxLines.map((l) => l.length)) * LINE_HEIGHT + 2 * 8;

  const parts: string[] = [];
  let y = boxHeight + 16;
  let right = xs.at(-1)! + Math.max(boxWidth.at(-1)! / 2, selfRoom.at(-1)!) + 4;
  let left = 0;

  const drawItems = (items: SequenceItem[], depth: number) => {
    for (const item of items) {
      if (item.type === 'message') {
        const lines = labels.get(item)!;
        const from = xs[index.get(item.from)!];
        const to = xs[index.get(item.to)!];
        const textHeight = lines.length * LINE_HEIGHT;
        const cls = `dg-msg dg-${item.line === 'dashed' ? 'dotted' : 'solid'}`;
        if (from === to) {
          parts.push(textBlock(lines, from + SELF_LOOP + 6, y + textHeight / 2, 'dg-label', 'start'));
          const top = y + textHeight / 2 - 8;
          parts.push(`<path class="${cls}" d="M${n(from)} ${n(top)}H${n(from + SELF_LOOP)}V${n(top + 18)}H${n(from + 6)}"/>`);
          parts.push(head(from, top + 18, -1, item.arrow));
          y += textHeight + 18 + ROW_GAP;
          continue;
        }
        parts.push(textBlock(lines, (from + to) / 2, y + textHeight / 2 - 2, 'dg-label'));
        const lineY = y + textHeight + 4;
        const dir = to > from ? 1 : -1;
        parts.push(`<path class="${cls}" d="M${n(from)} ${n(lineY)}H${n(to - dir * 6)}"/>`);
        parts.push(head(to, lineY, dir, item.arrow));
        y = lineY + ROW_GAP + 4;
      } else if (item.type === 'note') {
        const cols = item.over.map((id) => xs[index.get(id)!]);
        const lines = wrap(item.text, NOTE_WRAP);
        const width = Math.max(...lines.map((l) => textWidth(l))) + 2 * BOX_PAD;
        const height = lines.length * LINE_HEIGHT + 10;
        const centre =
          item.side === 'over'
            ? (Math.min(...cols) + Math.max(...cols)) / 2
            : item.side === 'left'
              ? cols[0] - width / 2 - 8
              : cols[0] + width / 2 + 8;
        const w = item.side === 'over' && cols.length > 1 ? Math.max(width, Math.max(...cols) - Math.min(...cols) + 40) : width;
        left = Math.min(left, centre - w / 2 - 4);
        parts.push(`<rect class="dg-note" x="${n(centre - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(height)}" rx="3"/>`);
        parts.push(textBlock(lines, centre, y + height / 2));
        right = Math.max(right, centre + w / 2 + 4);
        y += height + ROW_GAP;
      } else {
        const top = y;
        const inset = 6 + depth * 6;
        const x1 = 4 + depth * 6;
        const x2 = right - inset + 4;
        const tag = item.kind;
        const tagWidth = textWidth(tag, FONT_SIZE - 1) + 12;
        item.sections.forEach((section, i) => {
          if (i > 0) parts.push(`<path class="dg-block-divider" d="M${n(x1)} ${n(y)}H${n(x2)}"/>`);
          if (section.label) parts.push(textBlock([`[${section.label}]`], x1 + tagWidth + 8, y + 11, 'dg-block-label', 'start'));
          y += LINE_HEIGHT + 8;
          drawItems(section.items, depth + 1);
        });
        y += 2;
        parts.push(`<rect class="dg-block" x="${n(x1)}" y="${n(top)}" width="${n(x2 - x1)}" height="${n(y - top)}"/>`);
        parts.push(
          `<path class="dg-block-tag" d="M${n(x1)} ${n(top)}H${n(x1 + tagWidth)}V${n(top + 12)}L${n(x1 + tagWidth - 6)} ${n(top + 18)}H${n(x1)}Z"/>`,
        );
        parts.push(textBlock([tag], x1 + 5, top + 9, 'dg-block-kind', 'start'));
        y += ROW_GAP;
      }
    }
  };
  drawItems(d.items, 0);
  const height = y + 4;

  const heads: string[] = [];
  d.participants.forEach((p, i) => {
    const x = xs[i];
    const w = boxWidth[i];
    const cls = ['dg-node', p.actor ? 'dg-actor' : 'dg-participant', p.role ? `dg-role-${p.role}` : ''].filter(Boolean).join(' ');
    heads.push(`<path class="dg-lifeline" d="M${n(x)} ${n(boxHeight)}V${n(height)}"/>`);
    heads.push(
      `<g class="${cls}"><rect class="dg-box" x="${n(x - w / 2)}" y="0" width="${n(w)}" height="${n(boxHeight)}" rx="${p.actor ? 14 : 4}"/>${textBlock(boxLines[i], x, boxHeight / 2)}</g>`,
    );
  });
  // A note left of the first lifeline can reach past the left edge: shift the drawing right.
  const body = heads.join('') + parts.join('');
  return left < 0
    ? { body: `<g transform="translate(${n(-left)} 0)">${body}</g>`, width: right - left, height }
    : { body, width: right, height };
}

/** An arrowhead at (x, y) pointing right (dir 1) or left (-1): filled, open or a cross for a refused call. */
function head(x: number, y: number, dir: number, kind: Message['arrow']): string {
  if (kind === 'cross')
    return `<path class="dg-msg dg-solid" d="M${n(x - dir * 10)} ${n(y - 4)}l${n(dir * 8)} 8M${n(x - dir * 10)} ${n(y + 4)}l${n(dir * 8)} -8"/>`;
  const d = `M${n(x)} ${n(y)}L${n(x - dir * 8)} ${n(y - 4)}L${n(x - dir * 8)} ${n(y + 4)}Z`;
  return kind === 'filled'
    ? `<path class="dg-head dg-filled" d="${d}"/>`
    : `<path class="dg-msg dg-solid" d="M${n(x - dir * 8)} ${n(y - 4)}L${n(x)} ${n(y)}L${n(x - dir * 8)} ${n(y + 4)}"/>`;
}
