import { atom } from 'nanostores';
import { historyApi, HistoryRequestError, type RecentSearch } from '../lib/search/history-client';
import { isSavableQuery, LOCAL_RECENT_LIMIT, SERVER_RECENT_LIMIT } from '../lib/search/history-rules';
import type { SearchFilters } from '../lib/search/types';

const STORAGE_KEY = 'atlas-recent-searches';

/** Recent searches shown in the search panel: the server's for a signed-in user, else the local copy. */
export const $recentSearches = atom<RecentSearch[]>([]);
/** Whether the server holds this visitor's history: null until first asked. */
export const $historyOnServer = atom<boolean | null>(null);
/** The last history-call error message, for the panel to show; null when fine. */
export const $recentSearchError = atom<string | null>(null);

function readLocal(): RecentSearch[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as RecentSearch[]).filter((s) => typeof s?.query === 'string').slice(0, LOCAL_RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

function writeLocal(list: RecentSearch[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage can be full or disabled (private mode); the in-memory list still works.
  }
}

/** Puts a search first, removes older copies of the same query, keeps the latest five. */
export function addToLocal(list: RecentSearch[], search: RecentSearch): RecentSearch[] {
  const key = search.query.trim().toLowerCase();
  return [search, ...list.filter((s) => s.query.trim().toLowerCase() !== key)].slice(0, LOCAL_RECENT_LIMIT);
}

/**
 * Loads recent searches: from the server (limit 10) for a signed-in user; a 401 means a visitor,
 * who gets the local copy; any other failure also falls back to the local copy (docs/product.md, Error messages).
 */
export async function loadRecentSearches(): Promise<void> {
  const local = readLocal();
  try {
    const searches = await historyApi.list(SERVER_RECENT_LIMIT);
    $historyOnServer.set(true);
    $recentSearchError.set(null);
    $recentSearches.set(searches);
  } catch (error) {
    if (error instanceof HistoryRequestError && error.status === 401) {
      $historyOnServer.set(false);
      $recentSearchError.set(null);
    } else {
      $recentSearchError.set(error instanceof Error ? error.message : String(error));
    }
    $recentSearches.set(local);
  }
}

/** Saves a search (only when the query has at least 2 characters): locally always, on the server when signed in. */
export async function saveRecentSearch(query: string, filters: SearchFilters = {}): Promise<void> {
  if (!isSavableQuery(query)) return;
  const category = filters.categories?.length === 1 ? filters.categories[0] : null;
  const search: RecentSearch = { query: query.trim(), category, filters, searchType: 'manual' };
  const local = addToLocal(readLocal(), { ...search, createdAt: new Date().toISOString() });
  writeLocal(local);
  if ($historyOnServer.get()) {
    $recentSearches.set(
      addToLocal($recentSearches.get(), { ...search, createdAt: new Date().toISOString() }).slice(0, SERVER_RECENT_LIMIT),
    );
    try {
      await historyApi.save(search);
    } catch (error) {
      $recentSearchError.set(error instanceof Error ? error.message : String(error));
    }
  } else {
    $recentSearches.set(local);
  }
}

/** Clears the local copy and, for a signed-in user, the server history. */
export async function clearRecentSearches(): Promise<void> {
  writeLocal([]);
  $recentSearches.set([]);
  if ($historyOnServer.get()) {
    try {
      await historyApi.clear();
    } catch (error) {
      $recentSearchError.set(error instanceof Error ? error.message : String(error));
    }
  }
}
