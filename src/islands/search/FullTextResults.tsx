import { useEffect, useState } from 'react';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindData>;
}
interface Pagefind {
  init: () => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] }>;
}

const PAGE_SIZE = 10;
let pagefindPromise: Promise<Pagefind> | null = null;

/** Loads Pagefind's generated module from the built site (not bundled: it is produced after the build). */
function loadPagefind(): Promise<Pagefind> {
  pagefindPromise ??= (import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`) as Promise<Pagefind>).then(async (pf) => {
    await pf.init();
    return pf;
  });
  return pagefindPromise;
}

/** Pagefind links to built files (`/about.html`); the site's addresses have no extension. */
const cleanUrl = (url: string) => url.replace(/\/index\.html(?=#|$)/, '/').replace(/\.html(?=#|$)/, '');

/** Renders Pagefind's excerpt (text with <mark> around hits) without injecting HTML. */
function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/);
  const decode = (s: string) => new DOMParser().parseFromString(s, 'text/html').documentElement.textContent ?? '';
  return <>{parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{decode(p)}</mark> : decode(p)))}</>;
}

type State = { status: 'idle' | 'loading' | 'ready' | 'error'; total: number; items: PagefindData[] };

/** Full-text results for the `q` query parameter, with sub-results and excerpts; more on demand. */
export default function FullTextResults() {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle', total: 0, items: [] });
  const [all, setAll] = useState<PagefindResult[]>([]);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
    setQuery(q);
    // Fill the form with the query it was submitted with, without erasing anything typed meanwhile.
    const input = document.querySelector<HTMLInputElement>('#full-text-query');
    if (input && q && !input.value) input.value = q;
    if (!q) return;
    setState({ status: 'loading', total: 0, items: [] });
    loadPagefind()
      .then((pf) => pf.search(q))
      .then(async ({ results }) => {
        setAll(results);
        const items = await Promise.all(results.slice(0, PAGE_SIZE).map((r) => r.data()));
        setState({ status: 'ready', total: results.length, items });
      })
      .catch(() => setState({ status: 'error', total: 0, items: [] }));
  }, []);

  const more = async () => {
    const next = await Promise.all(all.slice(state.items.length, state.items.length + PAGE_SIZE).map((r) => r.data()));
    setState((s) => ({ ...s, items: [...s.items, ...next] }));
  };

  if (!query) return <p className="muted">Type a word or phrase above to search the full text of every page.</p>;
  return (
    <section aria-labelledby="full-text-heading">
      <h2 id="full-text-heading" className="visually-hidden">
        Results
      </h2>
      <p role="status" aria-live="polite">
        {state.status === 'loading' && 'Searching…'}
        {state.status === 'error' && 'Full-text search could not be loaded. Please try again.'}
        {state.status === 'ready' && `${state.total} page${state.total === 1 ? '' : 's'} mention “${query}”.`}
      </p>
      <ol className="full-text-results">
        {state.items.map((item) => (
          <li key={item.url} className="card">
            <h3>
              <a href={cleanUrl(item.url)}>{item.meta.title ?? cleanUrl(item.url)}</a>
            </h3>
            <p className="muted">
              <Excerpt html={item.excerpt} />
            </p>
            {item.sub_results.filter((s) => cleanUrl(s.url) !== cleanUrl(item.url)).slice(0, 3).length > 0 && (
              <ul className="sub-results">
                {item.sub_results
                  .filter((s) => cleanUrl(s.url) !== cleanUrl(item.url))
                  .slice(0, 3)
                  .map((s) => (
                    <li key={s.url}>
                      <a href={cleanUrl(s.url)}>{s.title}</a> —{' '}
                      <span className="muted">
                        <Excerpt html={s.excerpt} />
                      </span>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {state.items.length < state.total && (
        <button type="button" className="button" onClick={() => void more()}>
          Show more results
        </button>
      )}
    </section>
  );
}
