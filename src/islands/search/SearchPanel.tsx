import { trackEvent } from '../../lib/api-client';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { loadRecentSearches, saveRecentSearch } from '../../stores/recent-searches';
import { $indexStatus, $searchPanel, closeSearchPanel, moveActiveResult, setSearchQuery } from '../../stores/search-panel';
import { Highlight } from './Highlight';
import { RecentSearches } from './RecentSearches';
import { CATEGORY_LABELS, SearchFilters } from './SearchFilters';

/** The site search dialog: a combobox over the local index, with filters, suggestions and recent searches. */
export default function SearchPanel() {
  const { open, query, results, suggestions, filters, activeIndex } = useStore($searchPanel);
  const status = useStore($indexStatus);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const uid = useId().replace(/:/g, '');
  const listId = `search-results-${uid}`;
  const optionId = (i: number) => `search-option-${uid}-${i}`;

  // Focus moves into the dialog on open and back to where it was on close.
  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      inputRef.current?.focus();
      void loadRecentSearches();
      document.body.classList.add('search-open');
    } else {
      document.body.classList.remove('search-open');
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open]);

  if (!open) return null;

  const go = (url: string) => {
    void saveRecentSearch(query, filters);
    if (query.trim())
      trackEvent({ name: 'search', queryLength: Math.min(query.trim().length, 200), results: Math.min(results.length, 1000) });
    closeSearchPanel();
    window.location.assign(url);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeSearchPanel();
    } else if (e.key === 'ArrowDown' && e.target === inputRef.current) {
      e.preventDefault();
      moveActiveResult(1);
    } else if (e.key === 'ArrowUp' && e.target === inputRef.current) {
      e.preventDefault();
      moveActiveResult(-1);
    } else if (e.key === 'Enter' && e.target === inputRef.current) {
      e.preventDefault();
      const chosen = results[activeIndex];
      if (chosen) go(chosen.url);
      else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  const announce =
    status === 'loading'
      ? 'Loading the search index…'
      : status === 'error'
        ? 'The search index could not be loaded. Try again or use full-text search.'
        : query.trim()
          ? `${results.length} result${results.length === 1 ? '' : 's'}`
          : '';

  return (
    <div
      className="search-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) closeSearchPanel();
      }}
    >
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`search-title-${uid}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`search-title-${uid}`} className="visually-hidden">
          Search Agent Atlas
        </h2>
        <div className="search-input-row">
          <label htmlFor={`search-input-${uid}`} className="visually-hidden">
            Search the site
          </label>
          <input
            id={`search-input-${uid}`}
            ref={inputRef}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Search patterns, guides and pages"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setSearchQuery(e.target.value)}
          />
          <button type="button" className="button" onClick={closeSearchPanel}>
            Close <kbd>Esc</kbd>
          </button>
        </div>

        <SearchFilters filters={filters} />

        <p className="visually-hidden" role="status" aria-live="polite">
          {announce}
        </p>
        {status === 'loading' && <p className="muted search-note">Loading the search index…</p>}
        {status === 'error' && (
          <p className="search-note search-error" role="alert">
            The search index could not be loaded.
          </p>
        )}

        {suggestions.length > 0 && (
          <div className="search-suggestions">
            <span className="muted">Suggestions:</span>
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                className="chip"
                onClick={() => {
                  setSearchQuery(s);
                  inputRef.current?.focus();
                }}
              >
                {s}
              </button>
            ))}
          </div>
        )}

        {query.trim() === '' && (
          <RecentSearches
            onPick={(text) => {
              setSearchQuery(text);
              inputRef.current?.focus();
            }}
          />
        )}

        <ul id={listId} role="listbox" aria-label="Search results" className="search-results">
          {results.map((r, i) => (
            <li
              key={r.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className="search-result"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(r.url)}
            >
              <span className="search-result-head">
                <span className="search-result-title">
                  <Highlight text={r.title} query={query} />
                </span>
                <span className="badge">{r.type === 'technique' ? 'Technique' : CATEGORY_LABELS[r.category]}</span>
              </span>
              {r.highlights.map((h, j) => (
                <p key={j} className="search-snippet">
                  <Highlight text={h} query={query} />
                </p>
              ))}
            </li>
          ))}
        </ul>
        {query.trim() !== '' && status === 'ready' && results.length === 0 && (
          <p className="search-note">No matches for “{query.trim()}”.</p>
        )}

        {query.trim() !== '' && (
          <p className="search-all">
            <a href={`/search?q=${encodeURIComponent(query.trim())}`} onClick={() => void saveRecentSearch(query, filters)}>
              Search all content for “{query.trim()}” →
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
