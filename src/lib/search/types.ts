/** Index categories of docs/product.md, Records. */
export const SEARCH_CATEGORIES = [
  'main',
  'deployment',
  'security',
  'training',
  'education',
  'news',
  'patterns',
  'projects',
  'prompts',
] as const;
type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_TYPES = ['page', 'technique'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];

/** One entry of /search-index.json, exactly the fields in docs/product.md (Records). */
export interface SearchIndexItem {
  id: string;
  title: string;
  description: string;
  content: string;
  url: string;
  category: SearchCategory;
  type: SearchType;
  subcategory?: string;
  tags?: string[];
}

/** A matching item with its relevance and up to two highlight snippets. */
export interface SearchResult extends SearchIndexItem {
  score: number;
  highlights: string[];
}

/** Optional filters; an empty or missing list means "any". */
export interface SearchFilters {
  categories?: readonly string[];
  types?: readonly string[];
}

/**
 * A saved search (the recent search record in docs/product.md, Records): what the API stores and
 * returns, and what the browser keeps for visitors. `createdAt` is set by the server.
 */
export interface RecentSearch {
  query: string;
  category: string | null;
  filters: SearchFilters;
  searchType: string;
  createdAt?: string;
}
