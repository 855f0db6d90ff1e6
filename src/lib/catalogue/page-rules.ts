import type { MermaidBlock } from '../diagrams/markdown.ts';
import type { Technique } from './schema.ts';
import type { Sketch } from './sketches.ts';

// The rules a technique page in the current format must meet (docs/content-guide.md, "Writing a
// catalogue entry"): the body's sections in teaching order, a diagram in "How it works", prompts,
// evidence with a figure and a cited source, a runnable sketch with recorded output, an exercise,
// self-check questions and neighbours. The build and tests/unit/technique-pages.test.ts run them.

/** The body's `##` sections, in this order and no others; the page adds the example, sketch, exercise and neighbours. */
export const BODY_SECTIONS = [
  'The prompts',
  'How it works',
  'Evidence',
  'Cost and latency',
  'When to use it',
  'When not to use it',
  'Failure modes and reliability',
  'Security considerations',
  'Evaluation',
] as const;

/** Prose words on a page, outside code, diagrams and the prompts section. */
export const PROSE_WORDS = { min: 900, max: 1400 } as const;

/** Splits a Markdown body into its `##` sections (text before the first heading is kept under ''). */
export function bodySections(body: string): { title: string; text: string }[] {
  const sections: { title: string; text: string }[] = [{ title: '', text: '' }];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (open) fence = fence === undefined ? open[1] : line.trim() === fence ? undefined : fence;
    const heading = fence === undefined ? /^##\s+(.+?)\s*$/.exec(line) : null;
    if (heading) sections.push({ title: heading[1], text: '' });
    else sections[sections.length - 1].text += `${line}\n`;
  }
  return sections.filter((s) => s.title || s.text.trim());
}

/** Markdown without fenced code blocks. */
export const withoutCode = (markdown: string) => markdown.replace(/^\s*(```+|~~~+)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '');

/** Words of prose: code, link targets, tables' rules and Markdown marks do not count. */
export function proseWords(markdown: string): number {
  const text = withoutCode(markdown)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/[#*_`>|[\]]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Raw HTML tags in Markdown outside code (`<reply>`, `</tool>`): the page would render them as
 * elements and break its structure. Authors write tags in backticks.
 */
export function rawTagsIn(markdown: string): string[] {
  const prose = withoutCode(markdown).replace(/`[^`]*`/g, '');
  return [...prose.matchAll(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?>/g)].map((m) => m[0]);
}

const links = (markdown: string) => [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);

export interface TechniquePage {
  data: Technique;
  body: string;
  sketch: Sketch | undefined;
  diagrams: MermaidBlock[];
  /** Every technique id in the catalogue. */
  ids: ReadonlySet<string>;
}

/** Problems with one technique page; empty means it passes. */
export function findTechniquePageProblems({ data, body, sketch, diagrams, ids }: TechniquePage): string[] {
  const problems: string[] = [];
  const p = (message: string) => problems.push(`${data.id}: ${message}`);

  const sections = bodySections(body);
  const titles = sections.map((s) => s.title).filter(Boolean);
  if (sections[0]?.title === '') p('text before the first ## section: start the body with "## The prompts"');
  if (titles.join('|') !== BODY_SECTIONS.join('|'))
    p(`body sections must be, in order: ${BODY_SECTIONS.join(', ')} (found: ${titles.join(', ') || 'none'})`);
  const section = (title: string) => sections.find((s) => s.title === title)?.text ?? '';

  if (!/^\s*(```+|~~~+)/m.test(section('The prompts'))) p('"The prompts" needs the prompts themselves in code blocks');
  if (!diagrams.some((d) => d.section === 'How it works')) p('"How it works" needs a ```mermaid diagram');

  const references = new Set(data.references.map((r) => r.url));
  const evidence = section('Evidence');
  // A figure is a number other than a year: "in a 2023 paper" is a date, not evidence.
  const figures = withoutCode(evidence)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b(?:19|20)\d\d\b/g, '');
  if (!/\d/.test(figures)) p('"Evidence" needs at least one figure from a source (a year does not count)');
  const evidenceLinks = links(evidence);
  if (!evidenceLinks.length) p('"Evidence" needs a link to its source (listed in references)');
  for (const url of [...evidenceLinks, ...links(section('Cost and latency'))])
    if (!references.has(url)) p(`${url} is cited but not listed in references (with its authors and year)`);

  const prose = sections.filter((s) => s.title !== 'The prompts').reduce((sum, s) => sum + proseWords(s.text), 0);
  if (prose < PROSE_WORDS.min || prose > PROSE_WORDS.max)
    p(`${prose} words of prose; keep between ${PROSE_WORDS.min} and ${PROSE_WORDS.max}`);

  if (!sketch) p(`no sketch: add content/sketches/${data.id}/sketch.ts and run.ts (or sketch.py and run.py)`);
  else {
    if (!sketch.run) p(`the sketch has no run file (run.${sketch.language})`);
    if (!sketch.example.trim())
      p('no recorded example output: run the sketch tests (npx vitest run --project unit tests/unit/sketches.test.ts)');
    if (!sketch.failure.trim()) p('no recorded failure-case output: run the sketch tests');
  }

  const texts = [
    body,
    data.exercise?.prompt ?? '',
    data.exercise?.answer ?? '',
    ...(data.selfCheck ?? []).flatMap((q) => [q.question, ...q.options.flatMap((o) => [o.text, o.explanation])]),
  ];
  for (const tag of new Set(texts.flatMap(rawTagsIn))) p(`raw HTML tag ${tag} outside code: put it in backticks`);

  if (!data.exercise) p('no exercise');
  if (!data.selfCheck) p('no selfCheck questions');
  if (!data.neighbours) p('no neighbours');
  const seen = new Set<string>();
  for (const n of data.neighbours ?? []) {
    if (n.technique === data.id) p('lists itself as a neighbour');
    else if (!ids.has(n.technique)) p(`neighbour "${n.technique}" is not in the catalogue`);
    if (seen.has(n.technique)) p(`neighbour "${n.technique}" is listed twice`);
    seen.add(n.technique);
  }
  return problems;
}
