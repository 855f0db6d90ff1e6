import { atom, task } from 'nanostores';
import type { BookmarkAnswer, BookmarkView } from '../../functions/features/bookmarks/bookmarks.schemas';
import { apiRequest, ApiRequestError, errorMessage } from '../lib/api-client';
import { bookmarkPath, type BookmarkKind } from '../lib/bookmarks/bookmarks';

// The store of the bookmark control on content pages (src/islands/bookmarks/control.ts): the one
// item the page is about. Kept apart from the library's store so the control stays small.

export type PageBookmark =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'ready'; bookmark: BookmarkView | null; saving: boolean; error: string | null };

/** The bookmark of the page being read (one item per page). */
export const $pageBookmark = atom<PageBookmark>({ status: 'loading' });

export function loadPageBookmark(kind: BookmarkKind, id: string): Promise<void> {
  return task(async () => {
    try {
      const { bookmark } = await apiRequest<BookmarkAnswer>(bookmarkPath(kind, id));
      $pageBookmark.set({ status: 'ready', bookmark, saving: false, error: null });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) $pageBookmark.set({ status: 'signed-out' });
      else $pageBookmark.set({ status: 'ready', bookmark: null, saving: false, error: errorMessage(err) });
    }
  });
}

/**
 * Bookmarks the page (with a note, when one is given: it replaces the note kept) or removes its
 * bookmark. While the call runs the control shows the change; a refusal puts back what was there.
 */
export function changePageBookmark(kind: BookmarkKind, id: string, change: { keep: true; note?: string } | { keep: false }): Promise<void> {
  return task(async () => {
    const before = $pageBookmark.get();
    if (before.status !== 'ready' || before.saving) return;
    $pageBookmark.set({ ...before, saving: true, error: null });
    try {
      const bookmark = change.keep
        ? (
            await apiRequest<BookmarkAnswer>(bookmarkPath(kind, id), {
              method: 'PUT',
              body: change.note === undefined ? {} : { note: change.note },
            })
          ).bookmark
        : (await apiRequest<void>(bookmarkPath(kind, id), { method: 'DELETE' }), null);
      $pageBookmark.set({ status: 'ready', bookmark, saving: false, error: null });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) $pageBookmark.set({ status: 'signed-out' });
      else $pageBookmark.set({ ...before, saving: false, error: errorMessage(err) });
    }
  });
}
