/**
 * A trigram index: for every three-character sequence, the ascending list of items containing it.
 * Matching is by substring (SPEC.md section 9), so a word can only occur in an item that contains
 * all of the word's trigrams; intersecting their lists narrows the items that need scoring.
 * Hand-written because search libraries tokenise words and would change the spec's substring rule.
 */
export type TrigramIndex = Map<string, number[]>;

export function buildTrigramIndex(texts: readonly string[]): TrigramIndex {
  const index: TrigramIndex = new Map();
  texts.forEach((text, item) => {
    for (let i = 0; i + 3 <= text.length; i++) {
      const gram = text.slice(i, i + 3);
      let list = index.get(gram);
      if (!list) index.set(gram, (list = []));
      if (list[list.length - 1] !== item) list.push(item);
    }
  });
  return index;
}

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { out.push(a[i]); i++; j++; }
    else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

/** Items that may contain `needle`; null when the needle is too short to narrow anything. */
export function candidates(index: TrigramIndex, needle: string): number[] | null {
  if (needle.length < 3) return null;
  const lists: number[][] = [];
  for (let i = 0; i + 3 <= needle.length; i++) {
    const list = index.get(needle.slice(i, i + 3));
    if (!list) return [];
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  return lists.reduce((acc, list) => intersect(acc, list));
}

/** Items that may contain any of the needles, ascending; null means every item. */
export function candidatesForAny(index: TrigramIndex, needles: readonly string[]): number[] | null {
  const found = new Set<number>();
  for (const needle of needles) {
    const list = candidates(index, needle);
    if (list === null) return null;
    for (const n of list) found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}
