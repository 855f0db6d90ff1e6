import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import {
  assertValidCatalogue,
  countByComplexity,
  distinctCategories,
  findCatalogueProblems,
  relatedTechniques,
  techniqueUrl,
} from '../../src/lib/catalogue/catalogue';
import { CATEGORY_IDS, techniqueSchema, type Technique } from '../../src/lib/catalogue/schema';
import { techniqueRedirects } from '../../scripts/catalogue-config.mjs';
import { gradientStops, iconClass, iconStylesheet } from '../../src/lib/catalogue/icon-class';
import { readTechniqueFiles } from '../../src/lib/catalogue/technique-files';

const base: Technique = {
  id: 'cot',
  name: 'Chain-of-Thought',
  abbr: 'CoT',
  icon: '🧠',
  color: 'linear-gradient(135deg, #000000 0%, #ffffff 100%)',
  category: 'reasoning-techniques',
  description: 'Reason step by step before answering.',
  features: ['a', 'b', 'c', 'd'].map((x) => `feature ${x}`),
  useCases: [],
  complexity: 'low',
  example: 'A worked example that is long enough to pass.',
  references: [],
  lastReviewed: new Date('2026-11-22'),
  checkedAgainst: [],
  threats: [],
  outcomes: ['Explain why reasoning first helps', 'Spot a chain that skips a step'],
  exercise: {
    kind: 'find-the-bug',
    prompt: 'Find the step in this trace that does not follow from the one before.',
    answer: 'The third step: it drops the carry, so the sum is off by ten.',
  },
  selfCheck: [0, 1].map((n) => ({
    question: `Which setting suits chain-of-thought best (${n})?`,
    options: [
      { text: 'A multi-step word problem', correct: true, explanation: 'Several steps depend on each other here.' },
      { text: 'A one-word lookup', correct: false, explanation: 'There is nothing to reason through here.' },
      { text: 'A greeting', correct: false, explanation: 'Reasoning only adds cost and latency here.' },
    ],
  })),
  neighbours: ['least-to-most', 'self-consistency'].map((technique) => ({
    technique,
    differs: 'It changes how the steps are produced or chosen.',
    switchWhen: 'Switch when one chain is not reliable enough on its own.',
  })),
};
const t = (over: Partial<Technique>): Technique => ({ ...base, ...over });

describe('distinctCategories (catalogue helper, docs/product.md (Records))', () => {
  it('returns each category once, sorted ascending', () => {
    const entries = [t({ category: 'safety' }), t({ category: 'routing' }), t({ category: 'safety' }), t({ category: 'multi-agent' })];
    expect(distinctCategories(entries)).toEqual(['multi-agent', 'routing', 'safety']);
  });
  it('returns an empty list for an empty catalogue', () => {
    expect(distinctCategories([])).toEqual([]);
  });
});

describe('catalogue rules', () => {
  it('accepts a consistent catalogue', () => {
    const entries = [
      { fileId: 'cot', data: t({ useCases: ['tot'] }) },
      { fileId: 'tot', data: t({ id: 'tot', useCases: ['cot'] }) },
    ];
    expect(findCatalogueProblems(entries)).toEqual([]);
    expect(() => assertValidCatalogue(entries)).not.toThrow();
  });
  it('rejects a useCases slug that is not in the catalogue', () => {
    const entries = [{ fileId: 'cot', data: t({ useCases: ['no-such-technique'] }) }];
    expect(() => assertValidCatalogue(entries)).toThrow(/"no-such-technique" is not in the catalogue/);
  });
  it('rejects duplicate ids and ids that differ from the file name', () => {
    const entries = [
      { fileId: 'cot', data: t({}) },
      { fileId: 'cot-copy', data: t({}) },
    ];
    const problems = findCatalogueProblems(entries);
    expect(problems).toContain('cot-copy: id "cot" does not match the file name');
    expect(problems).toContain('cot-copy: duplicate id "cot" (also in cot)');
  });
  it('rejects a technique that lists itself as related', () => {
    expect(findCatalogueProblems([{ fileId: 'cot', data: t({ useCases: ['cot'] }) }])).toEqual([
      'cot: useCases lists the technique itself',
    ]);
  });
});

describe('technique schema', () => {
  it('accepts a complete record', () => {
    expect(techniqueSchema.safeParse(base).success).toBe(true);
  });
  it('requires the date the page was last reviewed', () => {
    const { lastReviewed: _, ...undated } = base;
    expect(techniqueSchema.safeParse(undated).success).toBe(false);
  });
  it.each([
    ['an unknown category', { category: 'astrology' }],
    ['an unknown complexity', { complexity: 'extreme' }],
    ['too few features', { features: ['one'] }],
    ['a color that is not a gradient', { color: 'red' }],
    ['a non-https reference', { references: [{ title: 'Paper', authors: 'A. Person', year: 2020, url: 'http://example.com' }] }],
    ['a useCases entry that is not a slug', { useCases: ['Not A Slug'] }],
    ['a review date that is not a date', { lastReviewed: 'last week' }],
    ['no learning outcomes (every page is in the teaching format)', { outcomes: undefined }],
    ['no exercise', { exercise: undefined }],
    ['only one self-check question', { selfCheck: base.selfCheck.slice(0, 1) }],
  ])('rejects %s', (_label, over) => {
    expect(techniqueSchema.safeParse({ ...base, ...over }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('builds canonical URLs and counts complexities', () => {
    expect(techniqueUrl({ id: 'graph-rag', category: 'knowledge-retrieval' })).toBe('/patterns/knowledge-retrieval/graph-rag');
    expect(countByComplexity([t({}), t({ complexity: 'high' }), t({})])).toEqual({ low: 2, medium: 0, high: 1 });
  });
  it('lists useCases first, then others of the same category', () => {
    const all = [
      t({ useCases: ['rag'] }),
      t({ id: 'tot', name: 'Tree' }),
      t({ id: 'rag', name: 'RAG', category: 'knowledge-retrieval' }),
      t({ id: 'act', name: 'Act' }),
    ];
    expect(relatedTechniques(all[0], all).map((x) => x.id)).toEqual(['rag', 'act', 'tot']);
  });
  it('gives every distinct icon colour its own class, with a rule for each in the stylesheet', () => {
    const colors = [...new Set(readTechniqueFiles('content/techniques').map((t) => t.color))];
    const classes = colors.map(iconClass);
    expect(new Set(classes).size).toBe(colors.length);
    const css = iconStylesheet(colors);
    for (const [i, color] of colors.entries()) expect(css).toContain(`.${classes[i]}{background:${color.replace(/ 0%| 100%/g, '')}}`);
    expect(iconClass('linear-gradient(135deg, #6366f1 0%, #8b5cf6 100%)')).toMatch(/^icon-[0-9a-z]+$/);
  });
  it("reads a technique colour's two stops, and refuses any other shape", () => {
    expect(gradientStops('linear-gradient(135deg, #6366f1 0%, #8b5cf6 100%)')).toEqual(['#6366f1', '#8b5cf6']);
    expect(iconStylesheet(['linear-gradient(135deg, #6366f1 0%, #8b5cf6 100%)'])).toMatch(
      /^\.icon-[0-9a-z]+\{background:linear-gradient\(135deg, #6366f1, #8b5cf6\)\}$/,
    );
    expect(() => gradientStops('linear-gradient(90deg, #6366f1 0%, #8b5cf6 100%)')).toThrow('Not a technique colour');
    expect(() => gradientStops('#4338ca')).toThrow('Not a technique colour');
  });
  it('redirects the reasoning-techniques address of every other technique to its canonical page', () => {
    const redirects = techniqueRedirects('content/techniques');
    expect(redirects['/patterns/reasoning-techniques/graph-rag']).toEqual({
      status: 301,
      destination: '/patterns/knowledge-retrieval/graph-rag',
    });
    expect(redirects['/patterns/reasoning-techniques/cot']).toBeUndefined();
  });
});

describe('the shipped catalogue', () => {
  const files = readdirSync('content/techniques').filter((f) => f.endsWith('.md'));
  const records = files.map((f) => {
    const [, front] = readFileSync(`content/techniques/${f}`, 'utf8').split(/^---$/m);
    return { fileId: f.slice(0, -3), data: techniqueSchema.parse(parseYaml(front)) };
  });

  it('has at least 200 valid techniques, at least 8 in each of the sixteen categories', () => {
    expect(records.length).toBeGreaterThanOrEqual(200);
    for (const category of CATEGORY_IDS) {
      expect(records.filter((r) => r.data.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
    expect(distinctCategories(records.map((r) => r.data))).toEqual([...CATEGORY_IDS].sort());
    expect(findCatalogueProblems(records)).toEqual([]);
  });

  it('includes every technique slug the product rules name (docs/product.md, Routes)', () => {
    const named =
      'graph-rag node-rag self-rag corrective-rag adaptive-rag modular-rag multimodal-rag conversational-rag hierarchical-rag chain-of-verification-rag agentic-rag-systems latent-memory-networks sliding-window a2a-protocol map-reduce cot tot react dynamic-routing load-balancing geographic-routing dynamic-context-assembly latent-reasoning-safety multi-agent-coordination-safety interpretability-safety-bridge adaptive-guardrails constitutional-ai output-filtering input-sanitization confidence-thresholding function-calling api-integration code-execution plugin-architecture model-context-protocol json-schema grpc-protocols rest-apis message-queuing event-driven-orchestrator-worker event-driven-hierarchical event-driven-blackboard event-driven-market-based enterprise-orchestration stateful-graph-workflows conversational-orchestration role-based-teamwork graph-state-machines actor-model-coordination edge-ai-optimization federated-orchestration resource-aware-scheduling progressive-enhancement'.split(
        ' ',
      );
    const ids = new Set(records.map((r) => r.fileId));
    expect(named.filter((slug) => !ids.has(slug))).toEqual([]);
  });
});
