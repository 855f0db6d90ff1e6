/**
 * Prism's highlighted HTML, smaller: every token is a `<span class="token …">`, hundreds on a page
 * with a code sketch, while the site colours only six kinds of token (src/styles/global.css). This
 * rewrites each styled token as a span with one short class (`t-k` for keywords and built-ins,
 * `t-p` for operators and punctuation, …), drops the spans of tokens the stylesheet does not colour
 * (they only inherit their parent's colour, so the page looks the same without them), and joins
 * neighbouring spans of the same kind. Text is never changed. A token with classes of two kinds
 * (none today) or a prolog keeps its Prism classes, which the stylesheet still colours.
 */
const KIND: Record<string, string> = {
  comment: 'c',
  keyword: 'k',
  builtin: 'k',
  string: 's',
  'template-string': 's',
  number: 'n',
  boolean: 'n',
  function: 'f',
  'class-name': 'f',
  operator: 'p',
  punctuation: 'p',
};

/** The one colour kind of a token's classes: '' for none, null for more than one or a prolog (coloured as a comment only in the light theme). */
function kindOf(classes: string): string | null {
  const names = classes.split(' ');
  if (names.includes('prolog')) return null;
  const kinds = new Set(names.flatMap((c) => KIND[c] ?? []));
  return kinds.size > 1 ? null : ([...kinds][0] ?? '');
}

/** A token span whose content is text and already shortened spans (Prism nests tokens). */
const TOKEN = /<span class="token ([^"]*)">((?:[^<]|<span class="t-[a-z]">[^<]*<\/span>)*)<\/span>/g;
/** Two spans of the same kind with only white space between them. */
const NEIGHBOURS = /<span class="(t-[a-z])">([^<]*)<\/span>(\s*)<span class="\1">/g;

function untilStable(html: string, step: (html: string) => string): string {
  for (let next = step(html); next !== html; next = step(html)) html = next;
  return html;
}

export function compactHighlighting(html: string): string {
  const shortened = untilStable(html, (h) =>
    h.replace(TOKEN, (whole, classes: string, inner: string) => {
      const kind = kindOf(classes);
      if (kind === null) return whole;
      if (kind === '') return inner;
      // A child of the same kind as its parent looks the same without its own span.
      const flat = inner.replace(new RegExp(`<span class="t-${kind}">([^<]*)</span>`, 'g'), '$1');
      return `<span class="t-${kind}">${flat}</span>`;
    }),
  );
  return untilStable(shortened, (h) => h.replace(NEIGHBOURS, '<span class="$1">$2$3'));
}
