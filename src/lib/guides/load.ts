import { getCollection } from 'astro:content';
import { asLoaded, failOnProblems } from '../content-problems';
import { loadCatalogue } from '../catalogue/load';
import { basePaths } from '../site-paths';
import { findGuideProblems } from './problems';
import type { Guide } from './schema';
import { GUIDE_SECTIONS, PUBLISHED_SECTIONS } from './sections';

let cached: Promise<Guide[]> | undefined;

/** Loads and validates every guide once per build; any problem fails the build. The published ones, sorted by section, then order. */
export function loadGuides(): Promise<Guide[]> {
  cached ??= (async () => {
    const [entries, lessons, { techniques }, paths] = await Promise.all([
      getCollection('guides'),
      getCollection('lessons'),
      loadCatalogue(),
      basePaths(),
    ]);
    const problems = findGuideProblems(asLoaded(entries), {
      techniques: new Set(techniques.map((t) => t.id)),
      lessons: new Set(lessons.map((l) => `${l.data.journey}/${l.data.id}`)),
      paths,
    });
    failOnProblems('guides', problems);
    const sectionIndex = (id: string) => GUIDE_SECTIONS.findIndex((s) => s.id === id);
    // Drafts of unpublished sections are validated above but not built.
    return entries
      .filter((e) => PUBLISHED_SECTIONS.some((s) => s.id === e.data.section))
      .map((e) => ({ ...e.data, slug: e.id.split('/')[1]! }))
      .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.order - b.order);
  })();
  return cached;
}
