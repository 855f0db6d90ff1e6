import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { BOOKMARK_KINDS, KIND_LABELS, type BookmarkKind } from '../../lib/bookmarks/bookmarks';
import { formatDate } from '../../lib/format';
import { $library, $libraryError, $libraryFilter, $shownBookmarks, loadLibrary, removeFromLibrary } from '../../stores/bookmarks';
import { useSignedInUser } from '../account/use-signed-in-user';
import { FormMessage } from '../forms/Field';

/** `/profile/library`: the signed-in user's bookmarks and notes, filtered by kind, note and words. */
export default function Library() {
  const user = useSignedInUser();
  const library = useStore($library);
  const filter = useStore($libraryFilter);
  const shown = useStore($shownBookmarks);
  const error = useStore($libraryError);
  useEffect(() => {
    if (user) void loadLibrary();
  }, [user]);

  if (!user || library.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your library…
      </p>
    );
  if (library.status === 'error') return <FormMessage kind="error">{library.error}</FormMessage>;
  const total = library.data.bookmarks.length;
  return (
    <>
      <form className="card library-filters" role="search" aria-label="Filter your library" onSubmit={(e) => e.preventDefault()}>
        <label>
          Kind
          <select
            value={filter.kind}
            onChange={(e) => $libraryFilter.set({ ...filter, kind: e.currentTarget.value as BookmarkKind | 'all' })}
          >
            <option value="all">All kinds</option>
            {BOOKMARK_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Words in the title or note
          <input type="search" value={filter.text} onChange={(e) => $libraryFilter.set({ ...filter, text: e.currentTarget.value })} />
        </label>
        <label className="library-check">
          <input
            type="checkbox"
            checked={filter.withNote}
            onChange={(e) => $libraryFilter.set({ ...filter, withNote: e.currentTarget.checked })}
          />
          Only bookmarks with a note
        </label>
      </form>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <p className="muted" role="status">
        {total === 0
          ? 'Nothing bookmarked yet.'
          : `Showing ${shown.length} of ${total} bookmarks (an account keeps up to ${library.data.limit}).`}
      </p>
      <ul className="library-list">
        {shown.map((b) => (
          <li key={`${b.kind}:${b.id}`} className="card">
            <p className="library-item-head">
              <span className="badge">{KIND_LABELS[b.kind]}</span>{' '}
              {b.url ? <a href={b.url}>{b.title}</a> : <span>{b.title} (no longer on the site)</span>}
            </p>
            {b.note && <p className="library-note">{b.note}</p>}
            <p className="library-item-foot muted">
              Saved {formatDate(b.updatedAt)}{' '}
              <button
                type="button"
                className="button button-small"
                aria-label={`Remove the bookmark of ${b.title}`}
                onClick={() => void removeFromLibrary(b.kind, b.id)}
              >
                Remove
              </button>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
