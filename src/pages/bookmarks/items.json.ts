import type { APIRoute } from 'astro';
import { loadCatalogue } from '../../lib/catalogue/load';
import { techniqueUrl } from '../../lib/catalogue/catalogue';
import { loadGuides } from '../../lib/guides/load';
import { guideUrl } from '../../lib/guides/sections';
import { loadLearningContent } from '../../lib/learning/load';
import { journeyLessons, lessonUrl } from '../../lib/learning/course';
import { loadNews } from '../../lib/news/load';
import { newsUrl } from '../../lib/news/schema';
import { loadProjects } from '../../lib/projects/load';
import { projectUrl } from '../../lib/projects/schema';
import { loadPrompts } from '../../lib/prompts/load';
import { promptUrl } from '../../lib/prompts/schema';
import type { BookmarkItem } from '../../lib/bookmarks/bookmarks';

/**
 * Every item that can be bookmarked, with its stable id, title and page (docs/api.md, Bookmarks
 * and notes): the API checks saves against this file of the deployed build, so an item is known
 * exactly when the site has its page.
 */
export const GET: APIRoute = async () => {
  const [{ techniques }, guides, { course }, { items: news }, { projects }, { prompts }] = await Promise.all([
    loadCatalogue(),
    loadGuides(),
    loadLearningContent(),
    loadNews(),
    loadProjects(),
    loadPrompts(),
  ]);
  const items: BookmarkItem[] = [
    ...techniques.map((t) => ({ kind: 'technique' as const, id: t.id, title: t.name, url: techniqueUrl(t) })),
    ...guides.map((g) => ({ kind: 'guide' as const, id: `${g.section}/${g.slug}`, title: g.title, url: guideUrl(g) })),
    ...course.journeys.flatMap((j) =>
      journeyLessons(j).map((l) => ({ kind: 'lesson' as const, id: l.id, title: l.title, url: lessonUrl(j.id, l.id) })),
    ),
    ...news.map((n) => ({ kind: 'news' as const, id: n.slug, title: n.title, url: newsUrl(n.slug) })),
    ...projects.map((p) => ({ kind: 'project' as const, id: p.slug, title: p.name, url: projectUrl(p) })),
    ...prompts.map((p) => ({ kind: 'prompt' as const, id: `${p.provider}/${p.slug}`, title: p.title, url: promptUrl(p) })),
  ];
  return new Response(JSON.stringify({ items }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
