import { brokenLinks, missingHeadings, reviewedBeforeDate, tooShort, unknownTechniques } from '../hubs/checks';
import type { LoadedEntry } from '../content-problems';
import { projectCategoryUrl, type ProjectData } from './schema';

/** Sections every project page has, in our words. */
const PROJECT_SECTIONS = ['What it is for', 'When to pick it', 'Watch out for'] as const;
/** Addresses under /project-hub/ that are filters, so no category may take them. */
const RESERVED_PROJECT_SEGMENTS = ['licences', 'languages'] as const;

/**
 * Everything that makes the project hub unpublishable: an unknown category or technique, a
 * category named like a filter address, the same repository twice, a release checked before it
 * happened, a status other than active without its note and source (or a note without such a
 * status), a missing section, a thin body, a link to a page that is not on the site. Pure, so a
 * unit test proves each failure; empty means valid.
 */
export function findProjectProblems(
  projects: ReadonlyArray<LoadedEntry<ProjectData>>,
  known: { techniques: ReadonlySet<string>; categories: ReadonlySet<string>; paths: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  for (const c of known.categories)
    if ((RESERVED_PROJECT_SEGMENTS as readonly string[]).includes(c))
      problems.push(`category "${c}" clashes with the ${projectCategoryUrl(c)} filter pages`);
  const repositories = new Map<string, string>();
  for (const { fileId, data, body } of projects) {
    if (!known.categories.has(data.category))
      problems.push(`${fileId}: category "${data.category}" is not in content/projects/categories.yaml`);
    problems.push(...unknownTechniques(fileId, data.techniques, known.techniques));
    if (data.techniques.length === 0) problems.push(`${fileId}: names no catalogue technique it implements`);
    const repo = data.repository.toLowerCase();
    const other = repositories.get(repo);
    if (other) problems.push(`${fileId}: repository ${data.repository} is also ${other}`);
    repositories.set(repo, fileId);
    if (data.latestRelease) {
      problems.push(...reviewedBeforeDate(`${fileId} latestRelease`, data.latestRelease.date, data.latestRelease.asOf));
      problems.push(...reviewedBeforeDate(`${fileId} latestRelease.asOf`, data.latestRelease.asOf, data.lastReviewed));
    }
    problems.push(...statusProblems(fileId, data));
    problems.push(...missingHeadings(fileId, body, PROJECT_SECTIONS));
    problems.push(...tooShort(fileId, body, 100));
    problems.push(...brokenLinks(fileId, body, known.paths));
  }
  return problems;
}

/** A project that is not active says why and where its maintainers said so; an active one has no note. */
function statusProblems(fileId: string, data: ProjectData): string[] {
  const inactive = data.status !== undefined && data.status !== 'active';
  if (inactive) {
    const missing = [!data.statusNote && 'statusNote', !data.statusSource && 'statusSource'].filter(Boolean);
    return missing.length > 0 ? [`${fileId}: status "${data.status}" needs ${missing.join(' and ')}`] : [];
  }
  return data.statusNote || data.statusSource ? [`${fileId}: statusNote and statusSource are only for a project that is not active`] : [];
}
