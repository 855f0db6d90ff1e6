/** Characters of context kept on each side of a match (docs/product.md, Constants and limits). */
export const HIGHLIGHT_CONTEXT = 40;
/** Snippets per result. */
const MAX_HIGHLIGHTS = 2;

function snippetAt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - HIGHLIGHT_CONTEXT);
  const end = Math.min(text.length, index + length + HIGHLIGHT_CONTEXT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * Up to two snippets around matches: the whole query first, then single words, looking in the
 * description before the content. Snippets never overlap. `lowered` is the fields lower-cased, when
 * the caller has them already.
 */
export function buildHighlights(
  fields: string[],
  query: string,
  words: string[],
  lowered: readonly string[] = fields.map((text) => text.toLowerCase()),
): string[] {
  const out: string[] = [];
  const taken: Array<{ field: number; from: number; to: number }> = [];
  for (const needle of [query, ...words.filter((w) => w !== query)]) {
    for (let f = 0; f < fields.length && out.length < MAX_HIGHLIGHTS; f++) {
      const text = fields[f];
      const index = lowered[f].indexOf(needle);
      if (index < 0) continue;
      const from = index - HIGHLIGHT_CONTEXT;
      const to = index + needle.length + HIGHLIGHT_CONTEXT;
      if (taken.some((t) => t.field === f && from < t.to && to > t.from)) continue;
      taken.push({ field: f, from, to });
      out.push(snippetAt(text, index, needle.length));
    }
    if (out.length >= MAX_HIGHLIGHTS) break;
  }
  return out;
}
