// The engine scores from its token index; these tests compare it with the rule as written: every
// item scored by scoreItem, matches stable-sorted by score, the first 20 kept (docs/product.md, Constants and limits).
import { describe, expect, it } from 'vitest';
import { createSearchEngine, MAX_RESULTS } from '../../src/lib/search/engine';
import { buildHighlights } from '../../src/lib/search/highlights';
import { normalizeQuery, queryWords, scoreItem } from '../../src/lib/search/scoring';
import { MAX_INDEXED_TAGS } from '../../src/lib/search/token-index';
import { SEARCH_CATEGORIES, SEARCH_TYPES, type SearchFilters, type SearchIndexItem } from '../../src/lib/search/types';

/** A small deterministic random generator (mulberry32), so failures can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'rag',
  'fragment',
  'Graph',
  'RAG',
  'agent',
  'agents',
  'multi-agent',
  'Multi',
  'debate',
  'chain',
  'of',
  'thought',
  'chain-of-thought',
  'in',
  'context',
  'learning',
  'in-context',
  'human',
  'the',
  'loop',
  'self-consistency',
  'c++',
  'C#',
  'x',
  'X-ray',
  'tool',
  'tools',
  'react',
  'ReAct',
  'memory',
  'routing',
  'cost',
  'GPT-4o',
  'Café',
  'naïve',
  'über',
  'Поиск',
  '検索',
  '𝒜𝒷c',
  'a',
  'an',
  'pattern',
  'patterns',
  'main',
  'news',
  'prompt',
  'injection',
  'e.g.',
  '(beta)',
];
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'su', 'tor', 'vel', 'qu', 'zen', 'bri', 'dax', 'Ør'];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', '-', '', '\n', ' / ', ': '];
const TAGS = [
  'RAG',
  'Graph RAG',
  'rag',
  'technique',
  'multi-agent',
  'Agents',
  'safety',
  'in context',
  'Chain of thought',
  'c++',
  'tool use',
];

function generateItems(next: () => number, count: number): SearchIndexItem[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  // Made-up words, many sharing syllables, so that a query matches some items and not others.
  const filler = Array.from({ length: 150 }, () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join(''));
  const text = (min: number, max: number) => {
    const length = min + Math.floor(next() * (max - min + 1));
    let out = '';
    for (let w = 0; w < length; w++) out += (w ? pick(SEPARATORS) : '') + (next() < 0.15 ? pick(WORDS) : pick(filler));
    return out;
  };
  const items: SearchIndexItem[] = Array.from({ length: count }, (_, i) => ({
    id: `item-${i}`,
    title: text(1, 5),
    description: text(0, 12),
    content: text(0, 60),
    url: `/item-${i}`,
    category: pick(SEARCH_CATEGORIES),
    type: pick(SEARCH_TYPES),
    ...(next() < 0.7 ? { tags: Array.from({ length: Math.floor(next() * 5) }, () => pick(TAGS)) } : {}),
  }));
  // Exact copies (ties must keep index order) and one item with more tags than the token index holds.
  items.push({ ...items[3], id: 'copy-of-3' }, { ...items[3], id: 'another-copy-of-3' });
  items.push({ ...items[5], id: 'many-tags', tags: Array.from({ length: MAX_INDEXED_TAGS + 3 }, (_, t) => `${pick(TAGS)} ${t}`) });
  return items;
}

function generateQueries(next: () => number, items: readonly SearchIndexItem[], count: number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const fixed = [
    'rag',
    'RAG',
    'g',
    'x',
    'of',
    'in',
    'a',
    'ra',
    'graph rag',
    'rag graph',
    'chain of thought',
    'human in the loop',
    'in context learning',
    'multi-agent',
    'multi-agent debate',
    'self-consistency',
    'c++',
    '++',
    '#',
    '-',
    'e.g.',
    'gpt-4o',
    'café',
    'CAFÉ',
    'поиск',
    '検索',
    'zzzq',
    'rag zzzq',
    'agent agent',
    '  Graph \t RAG  ',
    'main',
    'ain',
    'atter',
    'patterns',
    'news',
    'technique',
    'ique',
    'in context',
    'graph rag, fragment',
    '(beta)',
    'tools. tool',
    'ka',
    'kalo',
    'ør',
    'ØR',
    'torvel',
    'su-mi',
    'zen zen',
    'dax bri',
    'e.g',
    '\udcb7c',
    '𝒜\ud835',
    '\ud835',
  ];
  const queries = [...fixed];
  while (queries.length < count) {
    const kind = next();
    if (kind < 0.35) {
      // A stretch of some item's text: it may cross word boundaries and punctuation.
      const source = pick(items);
      const text = pick([source.title, source.description, source.content, source.category, ...(source.tags ?? [])]);
      const start = Math.floor(next() * text.length);
      queries.push(text.slice(start, start + 1 + Math.floor(next() * 24)));
    } else if (kind < 0.7) {
      queries.push(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' '));
    } else if (kind < 0.85) {
      const word = pick(WORDS);
      const start = Math.floor(next() * word.length);
      queries.push(word.slice(start, start + 1 + Math.floor(next() * 2)));
    } else if (kind < 0.9) {
      queries.push(pick(['qqq', 'zq', 'wyw', 'jj-kk', 'xq zq', 'w.w', 'kaka lolo', 'ragx']));
    } else {
      queries.push(`${pick(WORDS)} ${pick(['qqq', 'zz', 'of', 'the', 'in', 'kalo', 'su', 'velqu', 'zen-bri'])}`);
    }
  }
  return queries;
}

/** The scoring rules of docs/product.md, item by item. */
function reference(items: readonly SearchIndexItem[], rawQuery: string, filters: SearchFilters = {}) {
  const query = normalizeQuery(rawQuery);
  if (!query) return [];
  const words = queryWords(query);
  return items
    .filter((item) => !filters.categories?.length || filters.categories.includes(item.category))
    .filter((item) => !filters.types?.length || filters.types.includes(item.type))
    .map((item) => ({ item, score: scoreItem(item, query, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score) // stable
    .slice(0, MAX_RESULTS)
    .map(({ item, score }) => ({ ...item, score, highlights: buildHighlights([item.description, item.content], query, words) }));
}

/**
 * A catalogue whose vocabulary grows with it, as the benchmark scales the real index: copies of
 * generated items in which every third word carries a suffix of its copy ("fragmentq3"), so most
 * tokens are new and many share their grams with others.
 */
function growingCatalogue(next: () => number, base: number, copies: number): SearchIndexItem[] {
  const items = generateItems(next, base);
  const vary = (text: string, copy: number) =>
    copy === 0 ? text : text.replace(/[\p{L}\p{N}]+/gu, (w, at: number) => (at % 3 === 0 ? `${w}${'qzxjkv'[copy % 6]}${copy}` : w));
  return Array.from({ length: copies }, (_, copy) =>
    items.map((item) => ({
      ...item,
      id: `${item.id}-${copy}`,
      title: vary(item.title, copy),
      description: vary(item.description, copy),
      content: vary(item.content, copy),
      ...(item.tags ? { tags: item.tags.map((tag) => vary(tag, copy)) } : {}),
    })),
  ).flat();
}

/** Pieces of the catalogue's own tokens: whole, their starts and ends, and inner grams of one to five code units. */
function tokenQueries(next: () => number, items: readonly SearchIndexItem[], count: number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const queries: string[] = [];
  while (queries.length < count) {
    const item = pick(items);
    const tokens = [item.title, item.content, ...(item.tags ?? [])].join(' ').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
    if (!tokens.length) continue;
    const token = pick(tokens);
    const length = 1 + Math.floor(next() * 5);
    const start = Math.floor(next() * token.length);
    const piece = token.slice(start, start + length);
    const kind = next();
    if (kind < 0.2) queries.push(token);
    else if (kind < 0.45) queries.push(piece);
    // A run that must end a token ("agentq-"), start one ("-ragz"), or both (". of ."), and a query of several words.
    else if (kind < 0.6) queries.push(`${token.slice(start)}-`);
    else if (kind < 0.75) queries.push(`-${token.slice(0, length)}`);
    else if (kind < 0.8) queries.push(`. ${token} .`);
    else queries.push(`${piece} ${pick(tokens)}`);
  }
  return queries;
}

describe('search engine equals the scoring rules applied item by item', () => {
  for (const seed of [1, 2, 3]) {
    it(`on generated items and queries (seed ${seed})`, () => {
      const next = random(seed);
      const items = generateItems(next, 40 + seed * 10);
      const queries = generateQueries(next, items, 400);
      const engine = createSearchEngine(items);
      const sizes: number[] = [];
      for (const query of queries) {
        const expected = reference(items, query);
        expect(engine.search(query), query).toEqual(expected);
        sizes.push(expected.length);
      }
      // The comparison is not vacuous: queries match nothing, a few items, or more than are kept.
      expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(10);
      expect(sizes.filter((n) => n > 0 && n < MAX_RESULTS).length).toBeGreaterThan(50);
      expect(sizes.filter((n) => n === MAX_RESULTS).length).toBeGreaterThan(50);
      const filters: SearchFilters[] = [
        { categories: ['patterns', 'main'] },
        { types: ['technique'] },
        { categories: ['news'], types: ['page'] },
      ];
      for (const query of queries.slice(0, 120)) {
        for (const filter of filters) expect(engine.search(query, filter), query).toEqual(reference(items, query, filter));
      }
    });
  }

  for (const seed of [4, 5]) {
    it(`on a generated catalogue with a growing vocabulary (seed ${seed})`, () => {
      const next = random(seed);
      const items = growingCatalogue(next, 60, 8);
      const queries = [...tokenQueries(next, items, 300), ...generateQueries(next, items, 100)];
      const engine = createSearchEngine(items);
      const sizes: number[] = [];
      for (const query of queries) {
        const expected = reference(items, query);
        expect(engine.search(query), query).toEqual(expected);
        sizes.push(expected.length);
      }
      expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(10);
      expect(sizes.filter((n) => n > 0 && n < MAX_RESULTS).length).toBeGreaterThan(50);
      expect(sizes.filter((n) => n === MAX_RESULTS).length).toBeGreaterThan(50);
    });
  }
});
