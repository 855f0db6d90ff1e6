import type { HistoryCleared, RecentSearches, SearchSaved } from '../../../functions/features/search/search.schemas';
import { apiRequest, ApiRequestError } from '../api-client';
import type { RecentSearch } from './types';

export type { RecentSearch };

/** Thrown by history calls; the message follows docs/product.md, Error messages. */
export class HistoryRequestError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`API request failed: ${status} ${statusText}`);
    this.name = 'HistoryRequestError';
  }
}

/** apiRequest, with failures reworded as docs/product.md, Error messages asks for search-history calls. */
async function request<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  try {
    return await apiRequest<T>(`/search/recent${path}`, options);
  } catch (error) {
    if (error instanceof ApiRequestError) throw new HistoryRequestError(error.status, error.statusText);
    throw error;
  }
}

/** Calls of the search-history API (docs/product.md, Calls). */
export const historyApi = {
  list: (limit: number) => request<RecentSearches>(`?limit=${limit}`).then((r) => r.searches),
  save: (search: Omit<RecentSearch, 'createdAt'>) => request<SearchSaved>('', { method: 'POST', body: search }).then((r) => r.search),
  clear: () => request<HistoryCleared>('', { method: 'DELETE' }),
};
