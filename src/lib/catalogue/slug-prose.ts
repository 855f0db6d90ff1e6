/**
 * Finds technique slugs standing alone in prose ("from cot, whose…", "sliding-window decides…"),
 * where the page should use the technique's name or link it. Code, inline code and link targets are
 * ignored. A slug that is also the natural spelling of its name (self-consistency, least-to-most)
 * is fine; a slug is flagged when the name spells it differently: with spaces (Sliding Window), or
 * with capitals of an abbreviation (Self-RAG, CoT).
 */
export interface SlugOwner {
  id: string;
  name: string;
  abbr: string;
}

/** Slugs that are also ordinary English words or compound adjectives ("react to", "function-calling APIs"). */
const ORDINARY_WORDS = new Set([
  'react',
  'function-calling',
  'code-execution',
  'output-filtering',
  'hallucination-detection',
  'computer-use',
]);

function isNaturalSpelling(t: SlugOwner): boolean {
  if (ORDINARY_WORDS.has(t.id)) return true;
  const at = t.name.toLowerCase().indexOf(t.id);
  if (at < 0) return false;
  const spelled = t.name.slice(at, at + t.id.length);
  return !/[A-Z]{2}/.test(spelled) && !(t.abbr && t.abbr.toLowerCase() === t.id && t.abbr !== t.id);
}

const stripNonProse = (body: string) =>
  body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');

/** Slugs used as words in one body, each with a little context. */
export function slugsInProse(body: string, techniques: ReadonlyArray<SlugOwner>): { slug: string; context: string }[] {
  const prose = stripNonProse(body);
  const found: { slug: string; context: string }[] = [];
  for (const t of techniques) {
    if (isNaturalSpelling(t)) continue;
    // Case-insensitive, so a slug capitalised at the start of a sentence ("Adaptive-rag picks…") is
    // caught; the name's own spelling ("RAG-Fusion" for rag-fusion) is not a slug.
    const re = new RegExp(`(?<![\\w/#.-])${t.id.replace(/-/g, '\\-')}(?![\\w-])`, 'gi');
    for (const m of prose.matchAll(re)) {
      if (t.name.includes(m[0]) || (t.abbr && t.abbr.includes(m[0]))) continue;
      found.push({ slug: t.id, context: prose.slice(Math.max(0, m.index - 30), m.index + t.id.length + 20).replace(/\s+/g, ' ') });
    }
  }
  return found;
}
