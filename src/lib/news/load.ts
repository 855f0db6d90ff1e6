import { getCollection } from 'astro:content';
import { asLoaded, failOnProblems } from '../content-problems';
import { loadCatalogue } from '../catalogue/load';
import { hubLinkTargets } from '../hubs/site-paths';
import { findNewsProblems } from './problems';
import { newsTagUrl, newsUrl, type NewsItem } from './schema';

let cached: Promise<{ items: NewsItem[]; tags: { id: string; title: string; description: string }[] }> | undefined;

/** Newest first; a day's items by title, so the order never depends on the file system. */
const newestFirst = (a: NewsItem, b: NewsItem) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title);

/** Loads and validates the news hub once per build; any problem fails the build. Items newest first. */
export function loadNews() {
  cached ??= (async () => {
    const [entries, tagEntries, { techniques }, paths] = await Promise.all([
      getCollection('news'),
      getCollection('newsTags'),
      loadCatalogue(),
      hubLinkTargets(),
    ]);
    const tags = tagEntries.map((e) => ({ ...e.data, id: e.id }));
    const items = entries.map((e) => ({ ...e.data, slug: e.id }));
    const problems = findNewsProblems(asLoaded(entries), {
      techniques: new Set(techniques.map((t) => t.id)),
      tags: new Set(tags.map((t) => t.id)),
      paths: new Set([...paths, ...tags.map((t) => newsTagUrl(t.id)), ...items.map((i) => newsUrl(i.slug))]),
    });
    failOnProblems('news items', problems);
    return { items: items.sort(newestFirst), tags };
  })();
  return cached;
}
