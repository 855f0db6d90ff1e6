import { firstOf, rowsOf } from '../../lib/d1';
import { SERVER_HISTORY_CAP } from '../../../src/lib/search/history-rules';
import type { SearchAnalytics } from './search.schemas';
import { toFrequentSearch, toSavedSearch, toSearchAnalytics, type FrequentRow, type SearchRow, type TotalsRow } from './search.views';

/** Saves a search and trims the user's history to the cap, in one all-or-nothing batch. */
export async function insertSearch(
  db: D1Database,
  userId: string,
  s: { query: string; category: string | null; filters: object; searchType: string },
  now: number,
) {
  const [inserted] = await db.batch<SearchRow>([
    db
      .prepare(
        'INSERT INTO search_history (user_id, query, category, filters, search_type, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING query, category, filters, search_type, created_at',
      )
      .bind(userId, s.query, s.category, JSON.stringify(s.filters), s.searchType, now),
    db
      .prepare(
        'DELETE FROM search_history WHERE user_id = ? AND id NOT IN (SELECT id FROM search_history WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)',
      )
      .bind(userId, userId, SERVER_HISTORY_CAP),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('Saving a search returned no row.');
  return toSavedSearch(row);
}

/** Latest searches, one per distinct query (case-insensitive), newest first. */
export async function listRecent(db: D1Database, userId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT h.query, h.category, h.filters, h.search_type, h.created_at FROM search_history h
       WHERE h.user_id = ?1 AND h.id = (SELECT id FROM search_history x WHERE x.user_id = ?1 AND lower(x.query) = lower(h.query) ORDER BY created_at DESC, id DESC LIMIT 1)
       ORDER BY h.created_at DESC, h.id DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<SearchRow>();
  return results.map(toSavedSearch);
}

/** Most searched queries with their counts. */
export async function listFrequent(db: D1Database, userId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT min(query) AS query, count(*) AS count, max(created_at) AS last FROM search_history
       WHERE user_id = ? GROUP BY lower(query) ORDER BY count DESC, last DESC LIMIT ?`,
    )
    .bind(userId, limit)
    .all<FrequentRow>();
  return results.map(toFrequentSearch);
}

/** Counts for the user's own history. */
export async function analytics(db: D1Database, userId: string, now: number): Promise<SearchAnalytics> {
  const weekAgo = now - 7 * 24 * 60 * 60 * 1000;
  const [totals, categories] = await db.batch<unknown>([
    db
      .prepare(
        'SELECT count(*) AS total, count(DISTINCT lower(query)) AS uniq, max(created_at) AS last, sum(created_at >= ?) AS week FROM search_history WHERE user_id = ?',
      )
      .bind(weekAgo, userId),
    db
      .prepare(
        'SELECT category, count(*) AS count FROM search_history WHERE user_id = ? AND category IS NOT NULL GROUP BY category ORDER BY count DESC, category LIMIT 5',
      )
      .bind(userId),
  ]);
  return toSearchAnalytics(firstOf<TotalsRow>(totals), rowsOf<{ category: string; count: number }>(categories));
}

/** The user's past queries that start with a prefix, most recent first. */
export async function suggestFromHistory(db: D1Database, userId: string, prefix: string, limit: number) {
  const escaped = prefix.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const { results } = await db
    .prepare(
      `SELECT min(query) AS query, max(created_at) AS last FROM search_history
       WHERE user_id = ? AND lower(query) LIKE ? ESCAPE '\\' GROUP BY lower(query) ORDER BY last DESC LIMIT ?`,
    )
    .bind(userId, `${escaped}%`, limit)
    .all<{ query: string }>();
  return results.map((r) => r.query);
}

export async function clearHistory(db: D1Database, userId: string) {
  const result = await db.prepare('DELETE FROM search_history WHERE user_id = ?').bind(userId).run();
  return result.meta.changes ?? 0;
}
