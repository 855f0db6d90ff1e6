import { getCollection } from 'astro:content';
import { loadCatalogue } from '../catalogue/load';
import { categoryUrl, techniqueUrl } from '../catalogue/catalogue';
import { loadGuides } from '../guides/load';
import { PUBLISHED_SECTIONS, guideUrl } from '../guides/sections';

/** Top-level pages hub bodies may link to besides the catalogue, guides and lessons. */
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
];

let cached: Promise<Set<string>> | undefined;

/** Every page a hub entry's body may link to (its own hub's entries are added by its loader). */
export function sitePaths(): Promise<Set<string>> {
  cached ??= (async () => {
    const [{ techniques, categories }, guides, journeys, lessons] = await Promise.all([
      loadCatalogue(),
      loadGuides(),
      getCollection('journeys'),
      getCollection('lessons'),
    ]);
    return new Set([
      ...TOP_PAGES,
      ...techniques.map(techniqueUrl),
      ...categories.map((c) => categoryUrl(c.id)),
      ...PUBLISHED_SECTIONS.map((s) => `/${s.id}`),
      ...guides.map(guideUrl),
      ...journeys.map((j) => `/learning-hub/${j.id}`),
      ...lessons.map((l) => `/learning-hub/${l.data.journey}/${l.data.id}`),
    ]);
  })();
  return cached;
}
