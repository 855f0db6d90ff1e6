import { getCollection } from 'astro:content';
import { asLoaded, failOnProblems } from '../content-problems';
import { loadCatalogue } from '../catalogue/load';
import { hubLinkTargets } from '../hubs/site-paths';
import { findProjectProblems } from './problems';
import { projectCategoryUrl, projectUrl, type Project } from './schema';

let cached: Promise<{ projects: Project[]; categories: { id: string; title: string; description: string }[] }> | undefined;

/** Loads and validates the project hub once per build; any problem fails the build. Projects sorted by name. */
export function loadProjects() {
  cached ??= (async () => {
    const [entries, categoryEntries, { techniques }, paths] = await Promise.all([
      getCollection('projects'),
      getCollection('projectCategories'),
      loadCatalogue(),
      hubLinkTargets(),
    ]);
    const categories = categoryEntries.map((e) => ({ ...e.data, id: e.id }));
    const projects = entries.map((e) => ({ ...e.data, slug: e.id }));
    const problems = findProjectProblems(asLoaded(entries), {
      techniques: new Set(techniques.map((t) => t.id)),
      categories: new Set(categories.map((c) => c.id)),
      paths: new Set([...paths, ...categories.map((c) => projectCategoryUrl(c.id)), ...projects.map(projectUrl)]),
    });
    failOnProblems('projects', problems);
    return { projects: projects.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })), categories };
  })();
  return cached;
}

/** The projects that implement a technique, for its page's "Projects that implement it" list. */
export async function projectsImplementing(techniqueId: string) {
  return (await loadProjects()).projects.filter((p) => p.techniques.includes(techniqueId));
}
