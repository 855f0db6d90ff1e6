import type { FrequentSearches, SavedSearch, SearchAnalytics } from './search.schemas';

/** A row of search_history as the queries that read it select it. */
export interface SearchRow {
  query: string;
  category: string | null;
  filters: string;
  search_type: string;
  created_at: number;
}

export interface FrequentRow {
  query: string;
  count: number;
  last: number;
}

export interface TotalsRow {
  total: number;
  uniq: number;
  last: number | null;
  week: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A stored search as the API returns it. */
export const toSavedSearch = (r: SearchRow): SavedSearch => ({
  query: r.query,
  category: r.category,
  filters: JSON.parse(r.filters) as SavedSearch['filters'],
  searchType: r.search_type,
  createdAt: iso(r.created_at),
});

/** One of the most searched queries. */
export const toFrequentSearch = (r: FrequentRow): FrequentSearches['searches'][number] => ({
  query: r.query,
  count: r.count,
  lastSearchedAt: iso(r.last),
});

/** The counts over a user's history; no totals row (never the case for COUNT) reads as none. */
export const toSearchAnalytics = (t: TotalsRow | null, topCategories: SearchAnalytics['topCategories']): SearchAnalytics => ({
  totalSearches: t?.total ?? 0,
  uniqueQueries: t?.uniq ?? 0,
  searchesLast7Days: t?.week ?? 0,
  lastSearchedAt: t?.last ? iso(t.last) : null,
  topCategories,
});
