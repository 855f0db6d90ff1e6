import { atom, map } from 'nanostores';
import { createSearchEngine, type SearchEngine } from '../lib/search/engine';
import { expandSearchIndex } from '../lib/search/index-format';
import type { SearchFilters, SearchIndexItem, SearchResult } from '../lib/search/types';

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search panel (docs/product.md, States): open or closed; closing clears the query and results. */
export const $searchPanel = map({
  open: false,
  query: '',
  results: [] as SearchResult[],
  suggestions: [] as string[],
  filters: { categories: [], types: [] } as Required<{ [K in keyof SearchFilters]: string[] }>,
  activeIndex: -1,
});
export const $indexStatus = atom<IndexStatus>('idle');

let engine: SearchEngine | null = null;
let loading: Promise<void> | null = null;

/** Fetches /search-index.json the first time the panel opens; later calls reuse it. */
export function loadSearchIndex(fetchIndex: () => Promise<SearchIndexItem[]> = defaultFetch): Promise<void> {
  loading ??= (async () => {
    $indexStatus.set('loading');
    try {
      engine = createSearchEngine(await fetchIndex());
      $indexStatus.set('ready');
      runSearch();
      // Build the token index now, in its own task, so the visitor's first query does not wait for it.
      const ready = engine;
      setTimeout(() => ready.prepare(), 0);
    } catch {
      $indexStatus.set('error');
      loading = null;
    }
  })();
  return loading;
}

async function defaultFetch(): Promise<SearchIndexItem[]> {
  const res = await fetch('/search-index.json');
  if (!res.ok) throw new Error(`Search index: ${res.status}`);
  return expandSearchIndex(await res.json());
}

function runSearch() {
  const { query, filters } = $searchPanel.get();
  const results = engine ? engine.search(query, filters) : [];
  const suggestions = engine ? engine.suggest(query).filter((s) => s.toLowerCase() !== query.trim().toLowerCase()) : [];
  $searchPanel.set({ ...$searchPanel.get(), results, suggestions, activeIndex: results.length ? 0 : -1 });
}

export function openSearchPanel() {
  if (!$searchPanel.get().open) $searchPanel.setKey('open', true);
  void loadSearchIndex();
}

/** Closes the panel and clears the query and the results. */
export function closeSearchPanel() {
  $searchPanel.set({ ...$searchPanel.get(), open: false, query: '', results: [], suggestions: [], activeIndex: -1 });
}

export function toggleSearchPanel() {
  if ($searchPanel.get().open) closeSearchPanel();
  else openSearchPanel();
}

export function setSearchQuery(query: string) {
  $searchPanel.setKey('query', query);
  runSearch();
}

/** Turns one category or type filter on or off. */
export function toggleSearchFilter(kind: 'categories' | 'types', value: string) {
  const filters = $searchPanel.get().filters;
  const list = filters[kind].includes(value) ? filters[kind].filter((v) => v !== value) : [...filters[kind], value];
  $searchPanel.setKey('filters', { ...filters, [kind]: list });
  runSearch();
}

/** Moves the active result by `step`, wrapping around. */
export function moveActiveResult(step: number) {
  const { results, activeIndex } = $searchPanel.get();
  if (!results.length) return;
  $searchPanel.setKey('activeIndex', (activeIndex + step + results.length) % results.length);
}

/** For tests: forget the loaded index. */
export function resetSearchIndex() {
  engine = null;
  loading = null;
  $indexStatus.set('idle');
}
