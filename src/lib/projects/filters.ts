import { languageUrl, licenceUrl, projectCategoryUrl, type Project } from './schema';

/** The filter links of the project hub with their counts: categories in hub order, licences and languages by use. */
export function projectFilters(projects: readonly Project[], categories: readonly { id: string; title: string }[]) {
  const count = (pick: (p: Project) => string) => {
    const counts = new Map<string, number>();
    for (const p of projects) counts.set(pick(p), (counts.get(pick(p)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  return {
    categories: categories.map((c) => ({
      href: projectCategoryUrl(c.id),
      label: c.title,
      count: projects.filter((p) => p.category === c.id).length,
    })),
    licences: count((p) => p.licence).map(([id, n]) => ({ href: licenceUrl(id), label: id, count: n })),
    languages: count((p) => p.language).map(([l, n]) => ({ href: languageUrl(l), label: l, count: n })),
  };
}
