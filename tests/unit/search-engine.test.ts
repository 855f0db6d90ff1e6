import { describe, expect, it } from 'vitest';
import { CACHE_SIZE, createSearchEngine, MAX_RESULTS, MAX_SUGGESTIONS } from '../../src/lib/search/engine';
import { buildHighlights, HIGHLIGHT_CONTEXT } from '../../src/lib/search/highlights';
import { scoreItem, WEIGHTS } from '../../src/lib/search/scoring';
import type { SearchIndexItem } from '../../src/lib/search/types';

const item = (over: Partial<SearchIndexItem>): SearchIndexItem => ({
  id: 'x',
  title: 'zzz',
  description: 'zzz',
  content: 'zzz',
  url: '/x',
  category: 'main',
  type: 'page',
  ...over,
});

describe('scoring (docs/product.md, Constants and limits)', () => {
  it('uses the weights of the product rules', () => {
    expect(WEIGHTS).toEqual({
      title: { query: 10, word: 3 },
      description: { query: 5, word: 2 },
      content: { query: 3, word: 1 },
      tags: { query: 4, word: 2 },
      category: 2,
    });
  });
  it('title: whole query +10 and each word +3', () => {
    expect(scoreItem(item({ title: 'Graph RAG' }), 'graph rag')).toBe(10 + 3 + 3);
    expect(scoreItem(item({ title: 'RAG over a graph' }), 'graph rag')).toBe(3 + 3);
  });
  it('description: whole query +5 and each word +2', () => {
    expect(scoreItem(item({ description: 'uses graph rag' }), 'graph rag')).toBe(5 + 2 + 2);
  });
  it('content: whole query +3 and each word +1', () => {
    expect(scoreItem(item({ content: 'graph rag here' }), 'graph rag')).toBe(3 + 1 + 1);
    expect(scoreItem(item({ content: 'a graph only' }), 'graph rag')).toBe(1);
  });
  it('tags: each tag containing the query +4, and +2 for each word it contains', () => {
    expect(scoreItem(item({ tags: ['RAG', 'technique'] }), 'rag')).toBe(4 + 2);
    expect(scoreItem(item({ tags: ['graph rag', 'rag'] }), 'graph rag')).toBe(4 + 2 + 2 + 2);
  });
  it('category match +2', () => {
    expect(scoreItem(item({ category: 'patterns' }), 'patterns')).toBe(2);
  });
  it('is case-insensitive and scores zero for no match', () => {
    expect(scoreItem(item({ title: 'ReAct' }), 'react')).toBe(13);
    expect(scoreItem(item({}), 'nothing')).toBe(0);
  });
});

describe('search', () => {
  const items = [
    item({
      id: 'a',
      title: 'Self-RAG',
      description: 'Retrieval with reflection tokens',
      content: 'rag rag',
      category: 'patterns',
      type: 'technique',
      tags: ['RAG', 'technique', 'pattern'],
    }),
    item({ id: 'b', title: 'About', description: 'What the site is', content: 'We explain RAG and more.' }),
    item({ id: 'c', title: 'Routing', description: 'Send requests', content: 'nothing', category: 'patterns', type: 'technique' }),
  ];
  const engine = createSearchEngine(items);

  it('returns matches sorted by relevance, excluding zero scores', () => {
    const results = engine.search('rag');
    expect(results.map((r) => r.id)).toEqual(['a', 'b']);
    expect(results[0].score).toBeGreaterThan(results[1].score);
  });
  it('answers the same after preparing its index ahead of the first query', () => {
    const early = createSearchEngine(items);
    early.prepare();
    for (const q of ['rag', 'routing send', 'x']) expect(early.search(q)).toEqual(createSearchEngine(items).search(q));
  });

  it('gives no results for an empty or whitespace query', () => {
    expect(engine.search('')).toEqual([]);
    expect(engine.search('   \t')).toEqual([]);
  });
  it('filters by categories and by types', () => {
    expect(engine.search('rag', { categories: ['main'] }).map((r) => r.id)).toEqual(['b']);
    expect(engine.search('rag', { types: ['technique'] }).map((r) => r.id)).toEqual(['a']);
    expect(engine.search('rag', { categories: [], types: [] }).map((r) => r.id)).toEqual(['a', 'b']);
  });
  it('returns at most 20 results', () => {
    const many = createSearchEngine(Array.from({ length: 45 }, (_, i) => item({ id: `i${i}`, title: `Agent ${i}` })));
    expect(MAX_RESULTS).toBe(20);
    expect(many.search('agent')).toHaveLength(20);
  });
  it('gives each result up to two highlight snippets', () => {
    const [first] = engine.search('rag');
    expect(first.highlights.length).toBeGreaterThan(0);
    expect(first.highlights.length).toBeLessThanOrEqual(2);
  });
  it('returns an empty list when searching fails', () => {
    const broken = createSearchEngine([{ title: null } as unknown as SearchIndexItem]);
    expect(broken.search('x')).toEqual([]);
  });
});

describe('highlights', () => {
  it('keeps 40 characters of context on each side, with ellipses where cut', () => {
    expect(HIGHLIGHT_CONTEXT).toBe(40);
    const text = `${'a'.repeat(100)}NEEDLE${'b'.repeat(100)}`;
    const [snippet] = buildHighlights([text], 'needle', ['needle']);
    expect(snippet).toBe(`…${'a'.repeat(40)}NEEDLE${'b'.repeat(40)}…`);
  });
  it('returns at most two snippets, whole query first, then words', () => {
    const fields = ['graph rag is here', `${'x'.repeat(90)} graph ${'y'.repeat(90)} rag ${'z'.repeat(90)}`];
    const snippets = buildHighlights(fields, 'graph rag', ['graph', 'rag']);
    expect(snippets).toHaveLength(2);
    expect(snippets[0]).toBe('graph rag is here');
    expect(snippets[1]).toContain(' graph ');
  });
  it('has no ellipses when the text is short', () => {
    expect(buildHighlights(['short rag text'], 'rag', ['rag'])).toEqual(['short rag text']);
  });
});

describe('suggestions', () => {
  const engine = createSearchEngine([
    item({ title: 'Tree of Thoughts', tags: ['Reasoning', 'technique'] }),
    item({ title: 'Tool Retrieval', tags: ['Tools', 'technique'] }),
    item({ title: 'Toxicity Classification', tags: ['Output filtering'] }),
    item({ title: 'Topic Boundary Enforcement' }),
    item({ title: 'Token budgets' }),
    item({ title: 'Tokenizer notes' }),
  ]);
  it('are prefix matches on titles and tags, at most 5, without repeats', () => {
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(engine.suggest('to')).toEqual([
      'Tool Retrieval',
      'Toxicity Classification',
      'Topic Boundary Enforcement',
      'Token budgets',
      'Tokenizer notes',
    ]);
    expect(engine.suggest('tech')).toEqual(['technique']);
    expect(engine.suggest('reas')).toEqual(['Reasoning']);
  });
  it('are empty for a blank query', () => {
    expect(engine.suggest(' ')).toEqual([]);
  });
});

describe('result cache', () => {
  it('holds 50 entries and evicts the oldest', () => {
    expect(CACHE_SIZE).toBe(50);
    const items = [item({ title: 'alpha' })];
    const engine = createSearchEngine(items);
    const first = engine.search('q0');
    for (let i = 1; i < 50; i++) engine.search(`q${i}`);
    expect(engine.cacheSize()).toBe(50);
    expect(engine.search('q0')).toBe(first); // still cached: same array
    engine.search('q50'); // evicts q0, the oldest
    expect(engine.cacheSize()).toBe(50);
    expect(engine.search('q0')).not.toBe(first);
  });
  it('keys the cache by query and filters', () => {
    const engine = createSearchEngine([item({ title: 'alpha', category: 'main' })]);
    expect(engine.search('alpha')).toHaveLength(1);
    expect(engine.search('alpha', { categories: ['news'] })).toHaveLength(0);
  });
});
