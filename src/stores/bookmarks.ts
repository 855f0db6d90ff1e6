import { atom, computed, task } from 'nanostores';
import type { Bookmarks, BookmarkView } from '../../functions/features/bookmarks/bookmarks.schemas';
import { apiRequest, ApiRequestError, errorMessage } from '../lib/api-client';
import { bookmarkPath, filterBookmarks, type BookmarkKind, type LibraryFilter } from '../lib/bookmarks/bookmarks';
import { loadInto, type Loaded } from './loaded';

// The library's store (/profile/library). The bookmark control of content pages has its own, smaller
// one (page-bookmark.ts), so signed-in readers load no more than it needs.

/** Every bookmark of the signed-in user, as the API last answered. */
export const $library = atom<Loaded<Bookmarks>>({ status: 'loading' });
export const $libraryFilter = atom<LibraryFilter>({ kind: 'all', withNote: false, text: '' });
/** The bookmarks the filters let through, in the API's order (latest changed first). */
export const $shownBookmarks = computed([$library, $libraryFilter], (library, filter) =>
  library.status === 'ready' ? filterBookmarks(library.data.bookmarks, filter) : [],
);
/** The message of the last change the library refused, shown above the list. */
export const $libraryError = atom<string | null>(null);

export const loadLibrary = () => loadInto($library, () => apiRequest<Bookmarks>('/bookmarks'));

const replaceInLibrary = (kind: BookmarkKind, id: string, next: BookmarkView | null) => {
  const library = $library.get();
  if (library.status !== 'ready') return;
  const bookmarks = library.data.bookmarks.flatMap((b) => (b.kind === kind && b.id === id ? (next ? [next] : []) : [b]));
  $library.set({ status: 'ready', data: { ...library.data, bookmarks } });
};

/** Removes a bookmark from the library; a refusal leaves it listed and says why. */
export function removeFromLibrary(kind: BookmarkKind, id: string): Promise<void> {
  return task(async () => {
    $libraryError.set(null);
    try {
      await apiRequest<void>(bookmarkPath(kind, id), { method: 'DELETE' });
      replaceInLibrary(kind, id, null);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'bookmark_not_found') replaceInLibrary(kind, id, null);
      else $libraryError.set(errorMessage(err));
    }
  });
}
