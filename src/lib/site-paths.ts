import { getCollection } from 'astro:content';
import { loadCatalogue } from './catalogue/load';
import { categoryUrl, techniqueUrl } from './catalogue/catalogue';

// The pages a content body (a guide, a prompt, a news item, a project) may link to, for the build
// checks that refuse links to nowhere. Each content loader adds its own entries' addresses.

/** Top-level pages outside the catalogue, the course and the guides. */
const TOP_PAGES = [
  '/',
  '/patterns',
  '/learning-hub',
  '/interactive-demo',
  '/about',
  '/search',
  '/privacy',
  '/help',
  '/prompt-hub',
  '/news-hub',
  '/project-hub',
  '/threats',
  '/labs',
  '/datasets/agent-attacks',
  '/design-review',
  '/changelog',
];

let base: Promise<Set<string>> | undefined;

/** Top pages, technique and category pages, journeys, lessons and threat pages: what every body may link to. */
export function basePaths(): Promise<Set<string>> {
  base ??= (async () => {
    const [{ techniques, categories }, journeys, lessons, threats] = await Promise.all([
      loadCatalogue(),
      getCollection('journeys'),
      getCollection('lessons'),
      getCollection('threats'),
    ]);
    return new Set([
      ...TOP_PAGES,
      ...techniques.map(techniqueUrl),
      ...categories.map((c) => categoryUrl(c.id)),
      ...journeys.map((j) => `/learning-hub/${j.id}`),
      ...lessons.map((l) => `/learning-hub/${l.data.journey}/${l.data.id}`),
      ...threats.map((t) => `/threats/${t.data.id}`),
    ]);
  })();
  return base;
}
