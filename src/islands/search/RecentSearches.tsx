import { useStore } from '@nanostores/react';
import { $recentSearchError, $recentSearches, clearRecentSearches } from '../../stores/recent-searches';

/** The search panel's recent searches, shown while the query is empty; picking one searches it again. */
export function RecentSearches({ onPick }: { onPick: (query: string) => void }) {
  const recent = useStore($recentSearches);
  const historyError = useStore($recentSearchError);
  return (
    <section className="search-recent" aria-label="Recent searches">
      <div className="search-recent-head">
        <h3>Recent searches</h3>
        {recent.length > 0 && (
          <button type="button" className="text-button" onClick={() => void clearRecentSearches()}>
            Clear
          </button>
        )}
      </div>
      {historyError && <p className="muted">{historyError}</p>}
      {recent.length === 0 ? (
        <p className="muted">No recent searches yet.</p>
      ) : (
        <ul>
          {recent.map((r) => (
            <li key={r.query}>
              <button type="button" className="text-button" onClick={() => onPick(r.query)}>
                {r.query}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted search-tip">
        Tip: press <kbd>Ctrl</kbd>+<kbd>K</kbd> or <kbd>/</kbd> to search from any page.
      </p>
    </section>
  );
}
