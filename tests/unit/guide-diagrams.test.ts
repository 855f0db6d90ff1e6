// The diagrams of the published guide pages (content/guides/{section}/*.md): every ```mermaid block
// draws (the same rendering the page and its full-size files use), there are enough of them, each
// is a picture of its own rather than another one with the names changed, and the pictures the
// guides rely on sit in the sections that explain them.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findDuplicateDiagrams } from '../../src/lib/diagrams/duplicates';
import { findMermaidBlocks, renderFileDiagrams } from '../../src/lib/diagrams/markdown';
import { MAX_DIAGRAM_WIDTH, type RenderedDiagram } from '../../src/lib/diagrams/render';
import { PUBLISHED_SECTIONS } from '../../src/lib/guides/sections';

// Graphviz in WebAssembly lays out every diagram; a busy machine is slow, and nothing here measures time.
vi.setConfig({ testTimeout: 60_000 });

interface GuideDiagrams {
  /** `ai-inference/optimization` */
  page: string;
  file: string;
  /** The `##` section of each diagram, in page order. */
  sections: (string | undefined)[];
  drawn: RenderedDiagram[];
}

const files = PUBLISHED_SECTIONS.flatMap((s) =>
  readdirSync(join('content/guides', s.id))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ page: `${s.id}/${f.replace(/\.md$/, '')}`, file: join('content/guides', s.id, f) })),
);

const guides: Promise<GuideDiagrams[]> = Promise.all(
  files.map(async ({ page, file }) => {
    const text = readFileSync(file, 'utf8');
    return { page, file, sections: findMermaidBlocks(text).map((b) => b.section), drawn: await renderFileDiagrams(file, text) };
  }),
);

const all = async () => (await guides).flatMap((g) => g.drawn.map((d, i) => ({ page: g.page, section: g.sections[i], d })));

/** The diagrams of one page's section whose caption matches. */
async function find(page: string, section: string, caption: RegExp) {
  return (await all()).filter((x) => x.page === page && x.section === section && caption.test(x.d.diagram.title));
}

const hasUntrusted = (d: RenderedDiagram) =>
  d.diagram.kind === 'sequence'
    ? d.diagram.participants.some((p) => p.role === 'untrusted')
    : d.diagram.nodes.some((n) => n.role === 'untrusted');

describe('guide diagrams', () => {
  it('every diagram on a published guide page draws, with a caption, within the phone width', async () => {
    // renderFileDiagrams throws with the file and line of a diagram that does not parse or is too wide.
    const drawn = await all();
    for (const { page, d } of drawn) {
      expect(d.diagram.title.trim(), page).not.toBe('');
      expect(d.width, `${page}: ${d.diagram.title}`).toBeLessThanOrEqual(MAX_DIAGRAM_WIDTH);
      expect(d.words.length, `${page}: ${d.diagram.title}`).toBeGreaterThan(0);
    }
  });

  it('the three guides carry at least 15 diagrams, some in every section', async () => {
    const drawn = await all();
    expect(drawn.length).toBeGreaterThanOrEqual(15);
    for (const s of PUBLISHED_SECTIONS) expect(drawn.filter((x) => x.page.startsWith(`${s.id}/`)).length, s.id).toBeGreaterThanOrEqual(3);
  });

  it('no two diagrams are the same picture with the names changed', async () => {
    const owners = (await guides).map((g) => ({ owner: g.page, diagrams: g.drawn.map((d) => d.diagram) }));
    expect(findDuplicateDiagrams(owners)).toEqual([]);
  });

  it('the mechanisms the guides teach are drawn in the sections that explain them', async () => {
    const expected: [page: string, section: string, caption: RegExp][] = [
      ['ai-inference/optimization', 'Prefix (prompt) caching', /^Prefix caching/],
      ['ai-inference/optimization', 'Batching and paged attention', /^Paged attention/],
      ['ai-inference/optimization', 'Batching and paged attention', /^Continuous batching/],
      ['ai-inference/optimization', 'Speculative decoding', /^Speculative decoding/],
      ['fine-tuning/techniques', 'First question: should you fine-tune?', /retrieval, then fine-tuning/],
      ['fine-tuning/techniques', 'The methods', /^LoRA/],
      ['fine-tuning/techniques', 'The methods', /^QLoRA/],
      ['ai-red-teaming/running-an-exercise', 'Build a test environment that tells the truth', /test environment/],
      ['ai-red-teaming/threat-model', 'Assets and trust boundaries', /attack surface/],
    ];
    for (const [page, section, caption] of expected)
      expect((await find(page, section, caption)).length, `${page} § ${section}: ${caption}`).toBe(1);
  });

  it('the red-team pictures of where attacks come from mark the untrusted input', async () => {
    const [surface] = await find('ai-red-teaming/threat-model', 'Assets and trust boundaries', /attack surface/);
    const [environment] = await find(
      'ai-red-teaming/running-an-exercise',
      'Build a test environment that tells the truth',
      /test environment/,
    );
    for (const x of [surface, environment]) expect(x && hasUntrusted(x.d), x?.d.diagram.title).toBe(true);
    // The attack surface names each way untrusted text reaches the agent.
    const entries =
      surface!.d.diagram.kind === 'sequence' ? [] : surface!.d.diagram.nodes.filter((n) => n.role === 'untrusted').map((n) => n.label);
    for (const source of [/user/i, /web/i, /files/i, /email/i, /tool results/i, /other agents/i])
      expect(
        entries.some((label) => source.test(label)),
        String(source),
      ).toBe(true);
  });
});
