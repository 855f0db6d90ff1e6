import { GUIDE_SECTIONS, type GuideSection } from './sections';
import { internalLinks } from '../internal-links';
import type { GuideData } from './schema';
import type { LoadedEntry } from '../content-problems';
import { versionsIn } from '../freshness/rules';

/** A guide file as the checks read it; the collection id is `{section}/{slug}`. */
export type LoadedGuide = LoadedEntry<GuideData>;

/**
 * Everything that makes the guides unpublishable: a file outside its section folder, a published
 * section missing a required page, duplicate sidebar positions, unknown technique or lesson
 * references, internal links to pages that are not on the site (drafts of unpublished sections
 * included). Pure, so a unit test can prove each failure; empty means valid.
 */
export function findGuideProblems(
  guides: ReadonlyArray<LoadedGuide>,
  known: { techniques: ReadonlySet<string>; lessons: ReadonlySet<string>; paths: ReadonlySet<string> },
  sections: ReadonlyArray<GuideSection> = GUIDE_SECTIONS,
): string[] {
  const problems: string[] = [];
  const published = sections.filter((s) => s.published);
  const isPublished = (id: string) => published.some((s) => s.id === id);
  const guidePaths = new Set(guides.filter((g) => isPublished(g.data.section)).map((g) => `/${g.fileId}`));
  for (const { id: section, requiredPages } of published) {
    const inSection = guides.filter((g) => g.data.section === section);
    for (const slug of requiredPages) {
      if (!inSection.some((g) => g.fileId === `${section}/${slug}`))
        problems.push(`section "${section}" is published without its page "${slug}"`);
    }
    const orders = new Map<number, string>();
    for (const g of inSection) {
      const other = orders.get(g.data.order);
      if (other) problems.push(`${g.fileId}: order ${g.data.order} is also used by ${other}`);
      orders.set(g.data.order, g.fileId);
    }
  }
  for (const { fileId, data, body } of guides) {
    const [folder, slug, ...rest] = fileId.split('/');
    if (rest.length || !slug || folder !== data.section) problems.push(`${fileId}: must be content/guides/${data.section}/<slug>.md`);
    if (Number.isNaN(data.lastReviewed.getTime())) problems.push(`${fileId}: lastReviewed is not a date`);
    // A version number is a fast-moving fact: it needs a declared name and checked date.
    const declared = new Set(data.versions.map((v) => v.version));
    for (const version of versionsIn(body))
      if (!declared.has(version))
        problems.push(`${fileId}: version ${version} in the text has no entry in versions (name and checked date)`);
    for (const v of data.versions)
      if (!versionsIn(body).includes(v.version))
        problems.push(`${fileId}: versions lists ${v.name} ${v.version}, which the text does not mention`);
    for (const t of data.techniques) if (!known.techniques.has(t)) problems.push(`${fileId}: technique "${t}" is not in the catalogue`);
    for (const l of data.lessons) if (!known.lessons.has(l)) problems.push(`${fileId}: lesson "${l}" does not exist`);
    for (const clean of internalLinks(body)) {
      if (!known.paths.has(clean) && !guidePaths.has(clean) && !published.some((s) => clean === `/${s.id}`)) {
        problems.push(`${fileId}: link to ${clean} goes nowhere`);
      }
    }
  }
  return problems;
}
