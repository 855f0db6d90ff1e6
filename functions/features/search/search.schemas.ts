// The search-history API (docs/api.md, Search history), one place for both sides: the request
// schemas the routes validate with and the response types they answer with, which the browser's
// history client imports as types.
import { z } from 'zod';
import { MAX_SAVED_QUERY_LENGTH, MIN_SAVED_QUERY_LENGTH, SEARCH_TYPES_SAVED } from '../../../src/lib/search/history-rules';
import { SEARCH_CATEGORIES, SEARCH_TYPES, type RecentSearch } from '../../../src/lib/search/types';

const filtersSchema = z
  .object({
    categories: z.array(z.enum(SEARCH_CATEGORIES)).max(SEARCH_CATEGORIES.length).optional(),
    types: z.array(z.enum(SEARCH_TYPES)).max(SEARCH_TYPES.length).optional(),
  })
  .strict();

/** POST /search/recent — {query, category, filters, searchType} of docs/product.md (Calls). */
export const saveSearchSchema = z.object({
  query: z
    .string()
    .trim()
    .min(MIN_SAVED_QUERY_LENGTH, `A saved search needs at least ${MIN_SAVED_QUERY_LENGTH} characters.`)
    .max(MAX_SAVED_QUERY_LENGTH),
  category: z.enum(SEARCH_CATEGORIES).nullable().optional(),
  filters: filtersSchema.optional(),
  searchType: z.enum(SEARCH_TYPES_SAVED).default('manual'),
});

const limit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const recentQuerySchema = z.object({ limit: limit(10, 50) });
export const frequentQuerySchema = z.object({ limit: limit(5, 20) });
export const suggestionsQuerySchema = z.object({ q: z.string().trim().min(1).max(MAX_SAVED_QUERY_LENGTH), limit: limit(5, 20) });

// ---- Responses ---------------------------------------------------------------------------------

/** A stored search as the API returns it: the shared record, always with its time. */
export type SavedSearch = Required<RecentSearch>;

/** `POST /search/recent`: the search as stored. */
export interface SearchSaved {
  search: SavedSearch;
}

/** `GET /search/recent`: the latest searches, one per query, newest first. */
export interface RecentSearches {
  searches: SavedSearch[];
}

/** `GET /search/recent/frequent`: the most searched queries. */
export interface FrequentSearches {
  searches: { query: string; count: number; lastSearchedAt: string }[];
}

/** `GET /search/recent/analytics`: counts over the user's own history. */
export interface SearchAnalytics {
  totalSearches: number;
  uniqueQueries: number;
  searchesLast7Days: number;
  lastSearchedAt: string | null;
  topCategories: { category: string; count: number }[];
}

/** `GET /search/recent/suggestions`: earlier queries that start with what was typed. */
export interface SearchSuggestions {
  suggestions: string[];
}

/** `DELETE /search/recent`: how many searches were removed. */
export interface HistoryCleared {
  deleted: number;
}
