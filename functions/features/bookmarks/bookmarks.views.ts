import type { BookmarkItem } from '../../../src/lib/bookmarks/bookmarks';
import type { BookmarkRow } from './bookmarks.repo';
import type { BookmarkView } from './bookmarks.schemas';

/** A stored bookmark with its item's title and page (the id, and no page, once the item is gone). */
export const toBookmarkView = (row: BookmarkRow, item: BookmarkItem | undefined): BookmarkView => ({
  kind: row.kind,
  id: row.item_id,
  title: item?.title ?? row.item_id,
  url: item?.url ?? null,
  note: row.note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
