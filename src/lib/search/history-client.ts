import type { SearchFilters } from './types';

/** A saved search as the API returns it (SPEC.md section 3's recent search record). */
export interface RecentSearch {
  query: string;
  category: string | null;
  filters: SearchFilters;
  searchType: string;
  createdAt?: string;
}

/** Thrown by history calls; the message follows SPEC.md section 8. */
export class HistoryRequestError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`API request failed: ${status} ${statusText}`);
    this.name = 'HistoryRequestError';
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api/v1/search/recent${path}`, {
    ...init,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new HistoryRequestError(res.status, res.statusText);
  return (await res.json()) as T;
}

/** Calls of the search-history API (SPEC.md section 7). */
export const historyApi = {
  list: (limit: number) => request<{ searches: RecentSearch[] }>(`?limit=${limit}`).then((r) => r.searches),
  save: (search: Omit<RecentSearch, 'createdAt'>) => request<{ search: RecentSearch }>('', { method: 'POST', body: JSON.stringify(search) }).then((r) => r.search),
  clear: () => request<{ deleted: number }>('', { method: 'DELETE' }),
};
