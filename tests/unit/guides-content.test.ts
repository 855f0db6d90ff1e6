import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { findGuideProblems, type LoadedGuide } from '../../src/lib/guides/problems';
import { guideSchema, type GuideData } from '../../src/lib/guides/schema';
import { GUIDE_SECTION_IDS, GUIDE_SECTIONS, type GuideSection } from '../../src/lib/guides/sections';
import { versionsIn } from '../../src/lib/freshness/rules';

const data = (over: Partial<GuideData> = {}): GuideData => ({
  title: 'Serving',
  description: 'How to serve a model for agents.',
  section: 'ai-inference',
  order: 1,
  lastReviewed: new Date('2026-11-24'),
  sources: [{ title: 'Docs', url: 'https://example.org/docs' }],
  techniques: [],
  versions: [],
  lessons: [],
  ...over,
});
const oneEach = (): LoadedGuide[] => GUIDE_SECTION_IDS.map((section) => ({ fileId: `${section}/a`, data: data({ section }), body: '' }));
/** Every section published, each requiring only its page "a". */
const allPublished: GuideSection[] = GUIDE_SECTIONS.map((s) => ({ ...s, requiredPages: ['a'], published: true }));
const known = {
  techniques: new Set(['react']),
  lessons: new Set(['securing-agents/agent-threat-model']),
  paths: new Set(['/patterns', '/patterns/reasoning-techniques/react']),
};

describe('guide content rules (each one fails the build)', () => {
  it('accepts a valid set of guides', () => {
    expect(findGuideProblems(oneEach(), known, allPublished)).toEqual([]);
  });

  it('a published section without one of its required pages', () => {
    expect(findGuideProblems(oneEach().slice(1), known, allPublished)).toEqual([
      'section "ai-inference" is published without its page "a"',
    ]);
  });

  it('an unpublished section may hold drafts, but published pages may not link to them', () => {
    const sections = allPublished.map((s) => (s.id === 'fine-tuning' ? { ...s, published: false } : s));
    const guides = oneEach();
    expect(findGuideProblems(guides, known, sections)).toEqual([]);
    guides[0]!.body = 'Next: [fine-tuning](/fine-tuning/a) and [its landing](/fine-tuning).';
    expect(findGuideProblems(guides, known, sections)).toEqual([
      'ai-inference/a: link to /fine-tuning/a goes nowhere',
      'ai-inference/a: link to /fine-tuning goes nowhere',
    ]);
  });

  it('an unknown technique slug or lesson', () => {
    const guides = oneEach();
    guides[0]!.data.techniques = ['react', 'no-such-technique'];
    guides[1]!.data.lessons = ['securing-agents/missing'];
    expect(findGuideProblems(guides, known, allPublished)).toEqual([
      'ai-inference/a: technique "no-such-technique" is not in the catalogue',
      'fine-tuning/a: lesson "securing-agents/missing" does not exist',
    ]);
  });

  it('a link inside the body to a page that does not exist (and accepts real pages, guides and fragments)', () => {
    const guides = oneEach();
    guides[0]!.body =
      'See [ReAct](/patterns/reasoning-techniques/react#how) and [tuning](/fine-tuning/a), [x](/patterns/nowhere), [ext](https://example.org/).';
    expect(findGuideProblems(guides, known, allPublished)).toEqual(['ai-inference/a: link to /patterns/nowhere goes nowhere']);
  });

  it('two pages with the same sidebar position, and a file outside its section folder', () => {
    const guides = [
      ...oneEach(),
      { fileId: 'ai-inference/b', data: data(), body: '' },
      { fileId: 'fine-tuning/c', data: data({ order: 5 }), body: '' },
    ];
    expect(findGuideProblems(guides, known, allPublished)).toEqual([
      'ai-inference/b: order 1 is also used by ai-inference/a',
      'fine-tuning/c: must be content/guides/ai-inference/<slug>.md',
    ]);
  });

  it('a version number in the text needs a versions entry, and an entry needs its version in the text', () => {
    const known = { techniques: new Set<string>(), lessons: new Set<string>(), paths: new Set<string>() };
    const page = (body: string, versions: GuideData['versions'] = []): LoadedGuide[] => [
      { fileId: 'ai-inference/a', data: data({ versions }), body },
    ];
    const sections: GuideSection[] = GUIDE_SECTIONS.map((s) => ({ ...s, requiredPages: [], published: true }));
    expect(findGuideProblems(page('Install `trl==1.9.0`; serve on 127.0.0.1:8000.'), known, sections)).toEqual([
      'ai-inference/a: version 1.9.0 in the text has no entry in versions (name and checked date)',
    ]);
    expect(findGuideProblems(page('Install TRL v1.9.0.', [{ name: 'TRL', version: '1.9.0' }]), known, sections)).toEqual([]);
    expect(findGuideProblems(page('No versions here.', [{ name: 'TRL', version: '1.9.0' }]), known, sections)).toEqual([
      'ai-inference/a: versions lists TRL 1.9.0, which the text does not mention',
    ]);
  });

  it('the schema refuses a page without lastReviewed, with a bad date or without sources', () => {
    const { lastReviewed: _, ...noDate } = data();
    expect(guideSchema.safeParse(noDate).success).toBe(false);
    expect(guideSchema.safeParse({ ...data(), lastReviewed: 'not a date' }).success).toBe(false);
    expect(guideSchema.safeParse({ ...data(), sources: [] }).success).toBe(false);
    expect(guideSchema.safeParse({ ...data(), sources: [{ title: 'Plain', url: 'http://example.org' }] }).success).toBe(false);
  });
});

describe('the guides in content/guides', () => {
  const root = 'content/guides';
  const files = GUIDE_SECTION_IDS.flatMap((s) =>
    (existsSync(join(root, s)) ? readdirSync(join(root, s)) : []).filter((f) => f.endsWith('.md')).map((f) => join(root, s, f)),
  );
  const techniques = new Set(readdirSync('content/techniques').map((f) => f.replace(/\.md$/, '')));

  it('publish a section only with all its required pages, and require at least six red-teaming pages', () => {
    const slugs = (s: string) => files.filter((f) => f.startsWith(join(root, s))).map((f) => f.split('/').pop()!.replace(/\.md$/, ''));
    for (const section of GUIDE_SECTIONS.filter((s) => s.published)) {
      expect(slugs(section.id), section.id).toEqual(expect.arrayContaining([...section.requiredPages]));
    }
    expect(GUIDE_SECTIONS.find((s) => s.id === 'ai-red-teaming')!.requiredPages.length).toBeGreaterThanOrEqual(6);
    expect(GUIDE_SECTIONS.find((s) => s.id === 'ai-inference')!.requiredPages).toHaveLength(12);
    expect(GUIDE_SECTIONS.find((s) => s.id === 'fine-tuning')!.requiredPages).toHaveLength(6);
  });

  it.each(files)('%s is a full article with a table, valid front matter and known techniques', (file) => {
    const text = readFileSync(file, 'utf8');
    const [, front, body] = text.split(/^---$/m);
    const parsed = guideSchema.parse(parseYaml(front!));
    expect(file).toContain(`/${parsed.section}/`);
    for (const t of parsed.techniques) expect(techniques.has(t), `unknown technique ${t}`).toBe(true);
    expect(body!.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(700);
    expect(body).toMatch(/^\|.+\|\s*\n\|[\s:|-]+\|/m);
    expect(body).not.toMatch(/lorem ipsum|coming soon|TODO/i);
    // Every version number in the text is declared with its checked date, and no declaration is stale.
    const declared = parsed.versions.map((v) => v.version).sort();
    expect(versionsIn(body!).sort(), `versions named in ${file}`).toEqual(declared);
  });
});
