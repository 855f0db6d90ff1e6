import type { SearchIndexItem } from './types';

/** SPEC.md section 9 weights: whole query / each query word, per field. */
export const WEIGHTS = {
  title: { query: 10, word: 3 },
  description: { query: 5, word: 2 },
  content: { query: 3, word: 1 },
  tags: { query: 4, word: 2 },
  category: 2,
} as const;

/** Lower-cases and trims a query; empty means "no search". */
export const normalizeQuery = (query: string) => query.trim().toLowerCase();

/** The query's words (split on whitespace). */
export const queryWords = (normalized: string) => normalized.split(/\s+/).filter(Boolean);

function fieldScore(text: string, query: string, words: string[], weight: { query: number; word: number }) {
  const haystack = text.toLowerCase();
  let score = haystack.includes(query) ? weight.query : 0;
  for (const word of words) if (haystack.includes(word)) score += weight.word;
  return score;
}

/**
 * Relevance of one item for a normalized query (SPEC.md section 9). Case-insensitive substring
 * matching; each tag is scored on its own (+4 if it contains the query, +2 per word it contains);
 * the category scores +2 when it contains the query. Zero means the item does not match.
 */
export function scoreItem(item: SearchIndexItem, query: string, words: string[] = queryWords(query)): number {
  if (!query) return 0;
  let score = fieldScore(item.title, query, words, WEIGHTS.title);
  score += fieldScore(item.description, query, words, WEIGHTS.description);
  score += fieldScore(item.content, query, words, WEIGHTS.content);
  for (const tag of item.tags ?? []) score += fieldScore(tag, query, words, WEIGHTS.tags);
  if (item.category.toLowerCase().includes(query)) score += WEIGHTS.category;
  return score;
}
