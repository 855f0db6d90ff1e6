// Each rule of the current technique page format (src/lib/catalogue/page-rules.ts) fails on a
// page that breaks it and passes on one that keeps it.
import { describe, expect, test } from 'vitest';
import { findMermaidBlocks } from '../../src/lib/diagrams/markdown';
import {
  BODY_SECTIONS,
  PROSE_WORDS,
  bodySections,
  findTechniquePageProblems,
  proseWords,
  withoutCode,
} from '../../src/lib/catalogue/page-rules';
import type { Technique } from '../../src/lib/catalogue/schema';
import type { Sketch } from '../../src/lib/catalogue/sketches';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const SOURCE = 'https://arxiv.org/abs/2210.03629';
const sectionText: Record<string, string> = {
  'The prompts': '```text\nYou are a helper.\n```',
  'How it works': '```mermaid\nflowchart TD\n  accTitle: x\n  A --> B\n```\n' + words(200),
  Evidence: `The paper reports 27.4 exact match ([source](${SOURCE})). ${words(150)}`,
  'Cost and latency': words(150),
  'When to use it': words(100),
  'When not to use it': words(100),
  'Failure modes and reliability': words(100),
  'Security considerations': words(100),
  Evaluation: words(95),
};
const body = (over: Record<string, string | null> = {}) =>
  BODY_SECTIONS.map((t) => (over[t] === null ? '' : `## ${t}\n\n${over[t] ?? sectionText[t]}\n`)).join('\n');

const data = {
  id: 'react',
  references: [{ title: 'ReAct', authors: 'Yao et al.', year: 2022, url: SOURCE }],
  outcomes: ['Build a loop that stops', 'Read a trace and find the bug'],
  exercise: { kind: 'find-the-bug', prompt: 'x'.repeat(30), answer: 'y'.repeat(30) },
  selfCheck: [],
  neighbours: [
    { technique: 'rewoo', differs: 'd'.repeat(20), switchWhen: 's'.repeat(20) },
    { technique: 'plan-and-execute', differs: 'd'.repeat(20), switchWhen: 's'.repeat(20) },
  ],
} as unknown as Technique;
const sketch: Sketch = { language: 'ts', source: 'code', run: 'run', example: 'trace\n', failure: 'stop\n' };
const ids = new Set(['react', 'rewoo', 'plan-and-execute']);
const check = (over: { body?: string; data?: Partial<Technique>; sketch?: Sketch | undefined } = {}) => {
  const b = over.body ?? body();
  return findTechniquePageProblems({
    data: { ...data, ...over.data } as Technique,
    body: b,
    sketch: 'sketch' in over ? over.sketch : sketch,
    diagrams: findMermaidBlocks(b),
    ids,
  });
};

describe('technique page rules', () => {
  test('a page that keeps every rule passes', () => {
    expect(check()).toEqual([]);
  });

  test.each([
    ['sections out of order', { body: body().replace('## Evidence', '## Evidence2') }, 'body sections must be, in order'],
    ['text before the first section', { body: `Intro.\n${body()}` }, 'text before the first ## section'],
    ['prompts without a code block', { body: body({ 'The prompts': 'We use a prompt.' }) }, '"The prompts" needs the prompts themselves'],
    ['no diagram in How it works', { body: body({ 'How it works': words(200) }) }, '"How it works" needs a ```mermaid diagram'],
    ['evidence without a figure', { body: body({ Evidence: `Good ([source](${SOURCE})). ${words(150)}` }) }, 'needs at least one figure'],
    [
      'evidence whose only number is a year',
      { body: body({ Evidence: `A 2023 paper found it good ([source](${SOURCE})). ${words(150)}` }) },
      'a year does not count',
    ],
    ['evidence without a link', { body: body({ Evidence: `It scored 27.4. ${words(150)}` }) }, 'needs a link to its source'],
    [
      'a source missing from references',
      { body: body({ 'Cost and latency': `See [this](https://example.com/a). ${words(150)}` }) },
      'https://example.com/a is cited but not listed',
    ],
    [
      'too few words',
      { body: body({ 'How it works': '```mermaid\nflowchart TD\n  accTitle: x\n  A --> B\n```\nShort.' }) },
      'words of prose; keep between 900 and 1400',
    ],
    ['too many words', { body: body({ 'When to use it': words(600) }) }, 'words of prose'],
    ['no sketch', { sketch: undefined }, 'no sketch: add content/sketches/react/'],
    ['no recorded example', { sketch: { ...sketch, example: '' } }, 'no recorded example output'],
    ['no recorded failure case', { sketch: { ...sketch, failure: ' ' } }, 'no recorded failure-case output'],
    [
      'a neighbour that does not exist',
      { data: { neighbours: [{ technique: 'nope', differs: 'd', switchWhen: 's' }] } },
      'neighbour "nope" is not in the catalogue',
    ],
    [
      'itself as a neighbour',
      { data: { neighbours: [{ technique: 'react', differs: 'd', switchWhen: 's' }] } },
      'lists itself as a neighbour',
    ],
    ['no exercise', { data: { exercise: undefined } }, 'no exercise'],
  ] as const)('refuses %s', (_name, over, message) => {
    expect(check(over as Parameters<typeof check>[0]).join('\n')).toContain(message);
  });
});

describe('counting prose', () => {
  test('code blocks, link targets and table rules do not count as words', () => {
    const md = 'One two [three](https://x.test/a-b-c).\n\n```ts\nconst a = 1;\n```\n\n| a | b |\n| --- | --- |\n| c | d |';
    expect(withoutCode(md)).not.toContain('const');
    expect(proseWords(md)).toBe(7);
  });

  test('sections split at ## headings outside code blocks only', () => {
    const sections = bodySections('## A\ntext\n```md\n## not a heading\n```\n## B\nmore');
    expect(sections.map((s) => s.title)).toEqual(['A', 'B']);
    expect(PROSE_WORDS).toEqual({ min: 900, max: 1400 });
  });
});

describe('raw HTML in prose', () => {
  test('a tag outside code is reported; inside backticks or a code block it is fine', async () => {
    const { rawTagsIn } = await import('../../src/lib/catalogue/page-rules');
    expect(rawTagsIn('Close it with </reply> early, or <b>bold</b>.')).toEqual(['</reply>', '<b>', '</b>']);
    expect(rawTagsIn('Close it with `</reply>` early.\n\n```text\n<reply>\n{reply}\n</reply>\n```')).toEqual([]);
    expect(rawTagsIn('A generic type Array<string> and a comparison a < b > c stay prose.')).toEqual(['<string>']);
  });
});
