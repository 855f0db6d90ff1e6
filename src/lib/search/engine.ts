import { buildHighlights } from './highlights';
import { normalizeQuery, prepareItem, queryWords, scorePrepared, WEIGHTS, type PreparedItem } from './scoring';
import { CONTENT_BIT, DESCRIPTION_BIT, FIRST_TAG, TITLE_BIT, TokenIndex } from './token-index';
import type { SearchFilters, SearchIndexItem, SearchResult } from './types';

/** docs/product.md, Constants and limits limits. */
export const MAX_RESULTS = 20;
export const MAX_SUGGESTIONS = 5;
export const CACHE_SIZE = 50;

function passes(item: SearchIndexItem, filters: SearchFilters): boolean {
  if (filters.categories?.length && !filters.categories.includes(item.category)) return false;
  if (filters.types?.length && !filters.types.includes(item.type)) return false;
  return true;
}

const cacheKey = (query: string, filters: SearchFilters) =>
  JSON.stringify([query, [...(filters.categories ?? [])].sort(), [...(filters.types ?? [])].sort()]);

/** Points for the title, description and content bits (0–7) of a field mask, for a word or the whole query. */
const pointsTable = (kind: 'word' | 'query') =>
  Int32Array.from(
    { length: 1 << FIRST_TAG },
    (_, bits) =>
      (bits & TITLE_BIT ? WEIGHTS.title[kind] : 0) +
      (bits & DESCRIPTION_BIT ? WEIGHTS.description[kind] : 0) +
      (bits & CONTENT_BIT ? WEIGHTS.content[kind] : 0),
  );
const TAGLESS = (1 << FIRST_TAG) - 1;
const WORD_POINTS = pointsTable('word');
const QUERY_POINTS = pointsTable('query');

/** Number of set bits: here, the number of tags in a field mask. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Adds the points of a field mask per item (docs/product.md, Constants and limits weights; each tag counts). */
function addPoints(scores: Int32Array, masks: Uint32Array, fieldPoints: Int32Array, tagPoints: number) {
  for (let i = 0; i < masks.length; i++) {
    const bits = masks[i];
    if (bits) scores[i] += fieldPoints[bits & TAGLESS] + bitCount(bits >>> FIRST_TAG) * tagPoints;
  }
}

/**
 * Indexes of the best `limit` positive scores accepted by `keep`, highest first; equal scores keep
 * index order. A bounded insertion, so the matches are never all sorted.
 */
function topIndexes(scores: Int32Array, limit: number, keep: (i: number) => boolean): number[] {
  const top: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i];
    if (score <= 0 || (top.length === limit && score <= scores[top[limit - 1]]) || !keep(i)) continue;
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < score) at--;
    top.splice(at, 0, i);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** The lower-cased fields, the token index over them, and each item's category as a number. */
interface Prepared {
  pool: PreparedItem[];
  tokens: TokenIndex;
  categories: string[];
  categoryOf: Uint8Array;
}

function prepareAll(items: readonly SearchIndexItem[]): Prepared {
  const pool = items.map(prepareItem);
  const categories = [...new Set(pool.map((p) => p.category))];
  const categoryOf = Uint8Array.from(pool, (p) => categories.indexOf(p.category));
  return { pool, tokens: new TokenIndex(pool), categories, categoryOf };
}

/** Every item's score for the query, computed from the token index (same as scorePrepared). */
function scoreAll({ pool, tokens, categories, categoryOf }: Prepared, query: string, words: string[]): Int32Array {
  const scores = new Int32Array(pool.length);
  const masks = words.map((word) => tokens.wordMask(word));
  for (const mask of masks) addPoints(scores, mask, WORD_POINTS, WEIGHTS.tags.word);
  // A one-word query is its word; a longer one is looked for in the fields that can hold it.
  const whole = words.length === 1 && words[0] === query ? masks[0] : tokens.textMask(query);
  addPoints(scores, whole, QUERY_POINTS, WEIGHTS.tags.query);
  const categoryPoints = categories.map((category) => (category.includes(query) ? WEIGHTS.category : 0));
  if (categoryPoints.some(Boolean)) for (let i = 0; i < pool.length; i++) scores[i] += categoryPoints[categoryOf[i]];
  for (const i of tokens.unindexed) scores[i] = scorePrepared(pool[i], query, words);
  return scores;
}

/** The local site search over the embedded index: scoring, limits, suggestions and cache of docs/product.md, Constants and limits. */
export function createSearchEngine(items: readonly SearchIndexItem[]) {
  const cache = new Map<string, SearchResult[]>();
  // Built on the first query, then kept: lower-cased fields and the token index over them.
  let prepared: Prepared | null = null;
  const prepare = () => (prepared ??= prepareAll(items));

  function run(query: string, filters: SearchFilters): SearchResult[] {
    const words = queryWords(query);
    const ready = prepare();
    const scores = scoreAll(ready, query, words);
    return topIndexes(scores, MAX_RESULTS, (i) => passes(items[i], filters)).map((i) => {
      const item = items[i];
      const { description, content } = ready.pool[i];
      const highlights = buildHighlights([item.description, item.content], query, words, [description, content]);
      return { ...item, score: scores[i], highlights };
    });
  }

  return {
    /** Results sorted by relevance (highest first), at most 20; empty for a blank query or on failure. */
    search(rawQuery: string, filters: SearchFilters = {}): SearchResult[] {
      try {
        const query = normalizeQuery(rawQuery);
        if (!query) return [];
        const key = cacheKey(query, filters);
        const hit = cache.get(key);
        if (hit) return hit;
        const results = run(query, filters);
        cache.set(key, results);
        // A Map keeps insertion order, so the first key is the oldest entry.
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        return results;
      } catch {
        return [];
      }
    },

    /** Titles and tags that start with the query, at most 5, without repeats; none for a blank query. */
    suggest(rawQuery: string): string[] {
      const query = normalizeQuery(rawQuery);
      if (!query) return [];
      const out: string[] = [];
      const seen = new Set<string>();
      const offer = (text: string) => {
        const key = text.toLowerCase();
        if (out.length < MAX_SUGGESTIONS && key.startsWith(query) && !seen.has(key)) {
          seen.add(key);
          out.push(text);
        }
      };
      for (const item of items) offer(item.title);
      for (const item of items) for (const tag of item.tags ?? []) offer(tag);
      return out;
    },

    /** Builds the lower-cased fields and the token index now rather than on the first query. */
    prepare(): void {
      prepare();
    },

    /** Number of cached result lists (for tests and benchmarks). */
    cacheSize: () => cache.size,
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
