import { createHash } from 'node:crypto';
import type { Diagram, SequenceItem } from './model.ts';

/**
 * A fingerprint of a diagram's structure with every name and label removed: two diagrams with the
 * same fingerprint are the same picture with the names changed, which the catalogue refuses
 * ("a diagram specific to the technique, never a shared template").
 *
 * Graphs use three rounds of Weisfeiler–Lehman refinement: each node starts as its shape and role
 * and repeatedly absorbs the sorted colours of its neighbours along each edge's direction and
 * style; the fingerprint is the sorted multiset of final colours. Isomorphic graphs always match;
 * the rare non-isomorphic pairs that also match are structurally near-identical anyway.
 */
const h = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function diagramSignature(d: Diagram): string {
  if (d.kind === 'sequence') {
    const order = new Map<string, number>();
    const who = (id: string) => {
      if (!order.has(id)) order.set(id, order.size);
      return order.get(id)!;
    };
    const shape = (items: SequenceItem[]): string =>
      items
        .map((i) =>
          i.type === 'message'
            ? `m${who(i.from)}>${who(i.to)}${i.line[0]}${i.arrow[0]}`
            : i.type === 'note'
              ? `n${i.over.map(who).join(',')}`
              : `b${i.kind}(${i.sections.map((s) => shape(s.items)).join('|')})`,
        )
        .join(';');
    return h(`sequence:${d.participants.length}:${shape(d.items)}`);
  }
  let colour = new Map(d.nodes.map((v) => [v.id, `${v.shape}/${v.role ?? ''}/${v.group ? 'g' : ''}`]));
  for (let round = 0; round < 3; round++) {
    const next = new Map<string, string>();
    for (const v of d.nodes) {
      const out = d.edges.filter((e) => e.from === v.id).map((e) => `>${e.style}${e.label ? 'L' : ''}${colour.get(e.to)}`);
      const into = d.edges.filter((e) => e.to === v.id).map((e) => `<${e.style}${e.label ? 'L' : ''}${colour.get(e.from)}`);
      next.set(v.id, h(`${colour.get(v.id)}|${[...out, ...into].sort().join(',')}`));
    }
    colour = next;
  }
  return h(`${d.kind}:${d.groups.length}:${[...colour.values()].sort().join(',')}`);
}
