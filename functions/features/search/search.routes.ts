import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { readQuery } from '../../lib/query';
import { requireUser } from '../auth/session.middleware';
import { analytics, clearHistory, insertSearch, listFrequent, listRecent, suggestFromHistory } from './search.repo';
import {
  frequentQuerySchema,
  recentQuerySchema,
  saveSearchSchema,
  suggestionsQuerySchema,
  type FrequentSearches,
  type HistoryCleared,
  type RecentSearches,
  type SearchAnalytics,
  type SearchSaved,
  type SearchSuggestions,
} from './search.schemas';

/** /search/recent: a signed-in user's own search history; nobody else can read it. */
export const searchRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post('/recent', async (c) => {
    const body = await readJson(c, saveSearchSchema);
    const search = await insertSearch(
      c.env.DB,
      c.get('user').id,
      {
        query: body.query,
        category: body.category ?? null,
        filters: body.filters ?? {},
        searchType: body.searchType,
      },
      c.get('now'),
    );
    return c.json({ search } satisfies SearchSaved, 201);
  })
  .get('/recent', async (c) => {
    const { limit } = readQuery(c, recentQuerySchema);
    return c.json({ searches: await listRecent(c.env.DB, c.get('user').id, limit) } satisfies RecentSearches);
  })
  .get('/recent/frequent', async (c) => {
    const { limit } = readQuery(c, frequentQuerySchema);
    return c.json({ searches: await listFrequent(c.env.DB, c.get('user').id, limit) } satisfies FrequentSearches);
  })
  .get('/recent/analytics', async (c) => c.json((await analytics(c.env.DB, c.get('user').id, c.get('now'))) satisfies SearchAnalytics))
  .get('/recent/suggestions', async (c) => {
    const { q, limit } = readQuery(c, suggestionsQuerySchema);
    return c.json({ suggestions: await suggestFromHistory(c.env.DB, c.get('user').id, q, limit) } satisfies SearchSuggestions);
  })
  .delete('/recent', async (c) => c.json({ deleted: await clearHistory(c.env.DB, c.get('user').id) } satisfies HistoryCleared));
