import { buildHighlights } from './highlights';
import { normalizeQuery, prepareItem, queryWords, scorePrepared, type PreparedItem } from './scoring';
import { buildTrigramIndex, candidatesForAny, type TrigramIndex } from './trigram';
import type { SearchFilters, SearchIndexItem, SearchResult } from './types';

/** SPEC.md section 9 limits. */
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

/** The local site search over the embedded index: scoring, limits, suggestions and cache of SPEC.md section 9. */
export function createSearchEngine(items: readonly SearchIndexItem[]) {
  const cache = new Map<string, SearchResult[]>();
  let prepared: PreparedItem[] | null = null;
  let trigrams: TrigramIndex | null = null;

  function run(query: string, filters: SearchFilters): SearchResult[] {
    const words = queryWords(query);
    const scored: Array<{ item: SearchIndexItem; score: number }> = [];
    prepared ??= items.map(prepareItem);
    trigrams ??= buildTrigramIndex(prepared.map((p) => p.all));
    const pool = prepared;
    const narrowed = candidatesForAny(trigrams, [query, ...words]);
    for (const p of narrowed ? narrowed.map((i) => pool[i]) : pool) {
      if (!passes(p.item, filters)) continue;
      const score = scorePrepared(p, query, words);
      if (score > 0) scored.push({ item: p.item, score });
    }
    // Array.prototype.sort is stable, so equal scores keep index order.
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, MAX_RESULTS).map(({ item, score }) => ({
      ...item,
      score,
      highlights: buildHighlights([item.description, item.content], query, words),
    }));
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

    /** Number of cached result lists (for tests and benchmarks). */
    cacheSize: () => cache.size,
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
