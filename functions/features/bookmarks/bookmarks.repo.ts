import type { BookmarkKind } from '../../../src/lib/bookmarks/bookmarks';

export interface BookmarkRow {
  user_id: string;
  kind: BookmarkKind;
  item_id: string;
  note: string;
  created_at: number;
  updated_at: number;
}

export async function listBookmarks(db: D1Database, userId: string): Promise<BookmarkRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM bookmarks WHERE user_id = ? ORDER BY updated_at DESC, kind, item_id')
    .bind(userId)
    .all<BookmarkRow>();
  return results;
}

export const findBookmark = (db: D1Database, userId: string, kind: BookmarkKind, itemId: string) =>
  db.prepare('SELECT * FROM bookmarks WHERE user_id = ? AND kind = ? AND item_id = ?').bind(userId, kind, itemId).first<BookmarkRow>();

/**
 * Saves a bookmark in one statement: a new one only while the user has fewer than `limit` (so
 * concurrent saves cannot pass it), an existing one always; `note` null keeps the note kept.
 * Returns the row as saved, or null when the limit refused a new bookmark.
 */
export const saveBookmark = (
  db: D1Database,
  row: { userId: string; kind: BookmarkKind; itemId: string; note: string | null; now: number; limit: number },
) =>
  db
    .prepare(
      `INSERT INTO bookmarks (user_id, kind, item_id, note, created_at, updated_at)
       SELECT ?1, ?2, ?3, COALESCE(?4, ''), ?5, ?5
       WHERE (SELECT COUNT(*) FROM bookmarks WHERE user_id = ?1) < ?6
          OR EXISTS (SELECT 1 FROM bookmarks WHERE user_id = ?1 AND kind = ?2 AND item_id = ?3)
       ON CONFLICT (user_id, kind, item_id) DO UPDATE SET note = COALESCE(?4, note), updated_at = ?5
       RETURNING *`,
    )
    .bind(row.userId, row.kind, row.itemId, row.note, row.now, row.limit)
    .first<BookmarkRow>();

/** Removes one of the user's bookmarks; false when there was none. */
export async function deleteBookmark(db: D1Database, userId: string, kind: BookmarkKind, itemId: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM bookmarks WHERE user_id = ? AND kind = ? AND item_id = ?').bind(userId, kind, itemId).run();
  return result.meta.changes > 0;
}
