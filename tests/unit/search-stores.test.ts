import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { isSavableQuery, LOCAL_RECENT_LIMIT, MIN_SAVED_QUERY_LENGTH, SERVER_RECENT_LIMIT } from '../../src/lib/search/history-rules';
import {
  $historyOnServer,
  $recentSearchError,
  $recentSearches,
  addToLocal,
  clearRecentSearches,
  loadRecentSearches,
  saveRecentSearch,
} from '../../src/stores/recent-searches';
import {
  $indexStatus,
  $searchPanel,
  closeSearchPanel,
  loadSearchIndex,
  moveActiveResult,
  openSearchPanel,
  resetSearchIndex,
  setSearchQuery,
  toggleSearchFilter,
  toggleSearchPanel,
} from '../../src/stores/search-panel';
import type { SearchIndexItem } from '../../src/lib/search/types';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}
const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($recentSearches, $historyOnServer, $recentSearchError, $searchPanel, $indexStatus);
  $historyOnServer.set(null);
  $recentSearches.set([]);
  $recentSearchError.set(null);
  closeSearchPanel();
  resetSearchIndex();
});

describe('history rules', () => {
  it('saves only queries of at least 2 characters; keeps 5 locally and asks the server for 10', () => {
    expect(MIN_SAVED_QUERY_LENGTH).toBe(2);
    expect(LOCAL_RECENT_LIMIT).toBe(5);
    expect(SERVER_RECENT_LIMIT).toBe(10);
    expect(isSavableQuery(' a ')).toBe(false);
    expect(isSavableQuery('ab')).toBe(true);
  });
  it('keeps local searches newest first, deduplicated, at most 5', () => {
    let list: Parameters<typeof addToLocal>[0] = [];
    for (const q of ['a1', 'b2', 'c3', 'd4', 'e5', 'B2', 'f6'])
      list = addToLocal(list, { query: q, category: null, filters: {}, searchType: 'manual' });
    expect(list.map((s) => s.query)).toEqual(['f6', 'B2', 'e5', 'd4', 'c3']);
  });
});

describe('recent searches store', () => {
  it('treats a 401 as a visitor and shows the local copy', async () => {
    localStorage.setItem('atlas-recent-searches', JSON.stringify([{ query: 'local', category: null, filters: {}, searchType: 'manual' }]));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'no', code: 'unauthorized' }, 'Unauthorized')),
    );
    await loadRecentSearches();
    expect($historyOnServer.get()).toBe(false);
    expect($recentSearches.get().map((s) => s.query)).toEqual(['local']);
    expect($recentSearchError.get()).toBeNull();
  });

  it('loads the server history (limit 10) for a signed-in user, with credentials', async () => {
    const fetchMock = vi.fn(async () => json(200, { searches: [{ query: 'server', category: null, filters: {}, searchType: 'manual' }] }));
    vi.stubGlobal('fetch', fetchMock);
    await loadRecentSearches();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/search/recent?limit=10', expect.objectContaining({ credentials: 'include' }));
    expect($historyOnServer.get()).toBe(true);
    expect($recentSearches.get().map((s) => s.query)).toEqual(['server']);
  });

  it('falls back to the local copy when the server load fails, with the documented message', async () => {
    localStorage.setItem('atlas-recent-searches', JSON.stringify([{ query: 'local', category: null, filters: {}, searchType: 'manual' }]));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {}, 'Service Unavailable')),
    );
    await loadRecentSearches();
    expect($recentSearches.get().map((s) => s.query)).toEqual(['local']);
    expect($recentSearchError.get()).toBe('API request failed: 503 Service Unavailable');
  });

  it('saves locally only for visitors, and ignores 1-character queries', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    $historyOnServer.set(false);
    await saveRecentSearch('x');
    await saveRecentSearch('react', { categories: ['patterns'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect($recentSearches.get()).toMatchObject([{ query: 'react', category: 'patterns', searchType: 'manual' }]);
    expect(JSON.parse(localStorage.getItem('atlas-recent-searches')!)).toHaveLength(1);
  });

  it('posts the recent search record for a signed-in user with searchType manual', async () => {
    const fetchMock = vi.fn(async () => json(201, { search: {} }));
    vi.stubGlobal('fetch', fetchMock);
    $historyOnServer.set(true);
    await saveRecentSearch('  graph rag ', { categories: ['patterns'], types: ['technique'] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/search/recent');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      query: 'graph rag',
      category: 'patterns',
      filters: { categories: ['patterns'], types: ['technique'] },
      searchType: 'manual',
    });
    expect($recentSearches.get()[0].query).toBe('graph rag');
  });

  it('records a failed save as the documented error without losing the local copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {}, 'Internal Server Error')),
    );
    $historyOnServer.set(true);
    await saveRecentSearch('react');
    expect($recentSearchError.get()).toBe('API request failed: 500 Internal Server Error');
    expect(JSON.parse(localStorage.getItem('atlas-recent-searches')!)[0].query).toBe('react');
  });

  it('clears local and server history', async () => {
    const fetchMock = vi.fn(async () => json(200, { deleted: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    $historyOnServer.set(true);
    localStorage.setItem('atlas-recent-searches', JSON.stringify([{ query: 'x1' }]));
    await clearRecentSearches();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/search/recent', expect.objectContaining({ method: 'DELETE' }));
    expect($recentSearches.get()).toEqual([]);
    expect(localStorage.getItem('atlas-recent-searches')).toBe('[]');
  });
});

describe('search panel store', () => {
  const index: SearchIndexItem[] = [
    {
      id: 'technique-react',
      title: 'ReAct',
      description: 'Reason and act',
      content: 'tools',
      url: '/patterns/reasoning-techniques/react',
      category: 'patterns',
      type: 'technique',
      subcategory: 'reasoning',
      tags: ['Reasoning', 'technique', 'pattern'],
    },
    {
      id: 'page-about',
      title: 'About',
      description: 'What the site is about, including react',
      content: '',
      url: '/about',
      category: 'main',
      type: 'page',
    },
  ];

  it('loads the index once, only when first opened', async () => {
    const fetchIndex = vi.fn(async () => index);
    expect($indexStatus.get()).toBe('idle');
    await loadSearchIndex(fetchIndex);
    await loadSearchIndex(fetchIndex);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect($indexStatus.get()).toBe('ready');
  });

  it('searches as the query changes and selects the first result', async () => {
    await loadSearchIndex(async () => index);
    setSearchQuery('react');
    expect($searchPanel.get().results.map((r) => r.id)).toEqual(['technique-react', 'page-about']);
    expect($searchPanel.get().activeIndex).toBe(0);
    moveActiveResult(1);
    expect($searchPanel.get().activeIndex).toBe(1);
    moveActiveResult(1);
    expect($searchPanel.get().activeIndex).toBe(0);
    toggleSearchFilter('types', 'page');
    expect($searchPanel.get().results.map((r) => r.id)).toEqual(['page-about']);
  });

  it('closing or toggling closed clears the query and the results', async () => {
    await loadSearchIndex(async () => index);
    openSearchPanel();
    setSearchQuery('react');
    toggleSearchPanel();
    expect($searchPanel.get()).toMatchObject({ open: false, query: '', results: [], suggestions: [] });
    openSearchPanel();
    setSearchQuery('about');
    closeSearchPanel();
    expect($searchPanel.get()).toMatchObject({ open: false, query: '', results: [] });
  });

  it('gives no results and no suggestions for a whitespace query', async () => {
    await loadSearchIndex(async () => index);
    setSearchQuery('   ');
    expect($searchPanel.get().results).toEqual([]);
    expect($searchPanel.get().suggestions).toEqual([]);
  });

  it('fetches /search-index.json and expands its compact rows into items', async () => {
    const shipped = {
      format: 1,
      categories: [['reasoning-techniques', 'Reasoning techniques', 'Reasoning']],
      items: [
        ['/about', 'About', 'What the site is about', ['', ', and react.']],
        [0, 'react', 'ReAct', '', 'low', 'Reason and act', ['Thought', 'Action']],
      ],
    };
    const fetchMock = vi.fn(async () => json(200, shipped));
    vi.stubGlobal('fetch', fetchMock);
    $searchPanel.setKey('filters', { categories: [], types: [] });
    await loadSearchIndex();
    expect(fetchMock).toHaveBeenCalledWith('/search-index.json');
    setSearchQuery('react');
    const [technique, about] = $searchPanel.get().results;
    expect(technique).toMatchObject({ ...index[0], content: expect.stringContaining('Features: Thought; Action.') });
    expect(about).toMatchObject({
      id: 'page-about',
      title: 'About',
      description: 'What the site is about',
      content: 'What the site is about, and react.',
      url: '/about',
      category: 'main',
      type: 'page',
    });
  });

  it('reports a failed index load and retries on the next open', async () => {
    await loadSearchIndex(async () => {
      throw new Error('offline');
    });
    expect($indexStatus.get()).toBe('error');
    await loadSearchIndex(async () => index);
    expect($indexStatus.get()).toBe('ready');
  });
});
