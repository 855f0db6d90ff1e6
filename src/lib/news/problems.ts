import { brokenLinks, reviewedBeforeDate, tooShort, unknownTechniques } from '../hubs/checks';
import type { LoadedEntry } from '../content-problems';
import type { NewsData } from './schema';

/** Addresses under /news-hub/ used by listing pages, so no item may take them as its slug. */
const RESERVED_NEWS_SLUGS = ['page', 'tag'] as const;

/**
 * Everything that makes the news hub unpublishable: an unknown tag or technique, a reserved slug,
 * the same source twice, an item dated after it was reviewed, a thin body, a broken site link.
 * Pure, so a unit test proves each failure; empty means valid.
 */
export function findNewsProblems(
  items: ReadonlyArray<LoadedEntry<NewsData>>,
  known: { techniques: ReadonlySet<string>; tags: ReadonlySet<string>; paths: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  const sources = new Map<string, string>();
  for (const { fileId, data, body } of items) {
    if ((RESERVED_NEWS_SLUGS as readonly string[]).includes(fileId))
      problems.push(`${fileId}: the slug is taken by the hub's listing pages`);
    for (const tag of data.tags) if (!known.tags.has(tag)) problems.push(`${fileId}: tag "${tag}" is not in content/news/tags.yaml`);
    if (new Set(data.tags).size !== data.tags.length) problems.push(`${fileId}: a tag is listed twice`);
    problems.push(...unknownTechniques(fileId, data.techniques, known.techniques));
    const other = sources.get(data.source.url);
    if (other) problems.push(`${fileId}: source ${data.source.url} is also the source of ${other}`);
    sources.set(data.source.url, fileId);
    problems.push(...reviewedBeforeDate(fileId, data.date, data.lastReviewed));
    problems.push(...tooShort(fileId, body, 60));
    problems.push(...brokenLinks(fileId, body, known.paths));
  }
  return problems;
}
