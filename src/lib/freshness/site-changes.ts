import { getCollection } from 'astro:content';
import { techniqueUrl } from '../catalogue/catalogue';
import { loadCatalogue } from '../catalogue/load';
import { loadGuides } from '../guides/load';
import { guideUrl } from '../guides/sections';
import { loadNews } from '../news/load';
import { newsUrl } from '../news/schema';
import { loadProjects } from '../projects/load';
import { projectUrl } from '../projects/schema';
import { loadPrompts } from '../prompts/load';
import { promptUrl } from '../prompts/schema';
import { threatUrl } from '../threats/schema';
import type { Change } from './changelog';

/** Every dated change of the built site's content, for the changelog page and its feed. */
export async function siteChanges(): Promise<Change[]> {
  const [{ techniques }, guides, { items }, { projects }, { prompts }, threats] = await Promise.all([
    loadCatalogue(),
    loadGuides(),
    loadNews(),
    loadProjects(),
    loadPrompts(),
    getCollection('threats'),
  ]);
  return [
    ...techniques.map((t): Change => ({ kind: 'technique', title: t.name, href: techniqueUrl(t), date: t.lastReviewed })),
    ...guides.map((g): Change => ({ kind: 'guide', title: g.title, href: guideUrl(g), date: g.lastReviewed })),
    ...items.map((i): Change => ({ kind: 'news', title: i.title, href: newsUrl(i.slug), date: i.lastReviewed })),
    ...projects.map((p): Change => ({ kind: 'project', title: p.name, href: projectUrl(p), date: p.lastReviewed })),
    ...prompts.map((p): Change => ({ kind: 'prompt', title: p.title, href: promptUrl(p), date: p.lastReviewed })),
    ...threats.map((t): Change => ({
      kind: 'threat',
      title: `${t.data.code} ${t.data.name}`,
      href: threatUrl(t.data.id),
      date: t.data.checked,
    })),
  ];
}
