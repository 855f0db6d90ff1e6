import { COMPLEXITIES, type Complexity, type Technique } from './schema.ts';

/** The catalogue helper of docs/product.md, Records: distinct category values across all entries, sorted ascending. */
export function distinctCategories(entries: ReadonlyArray<Pick<Technique, 'category'>>): string[] {
  return [...new Set(entries.map((entry) => entry.category))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A catalogue entry as loaded: the collection's id (file name) and its record. */
export interface LoadedTechnique {
  fileId: string;
  data: Technique;
}

/**
 * Checks what a per-entry schema cannot: ids match file names and are unique, and every
 * `useCases` slug names a technique that exists. Returns the problems; empty means valid.
 */
export function findCatalogueProblems(entries: ReadonlyArray<LoadedTechnique>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { fileId, data } of entries) {
    if (data.id !== fileId) problems.push(`${fileId}: id "${data.id}" does not match the file name`);
    const earlier = seen.get(data.id);
    if (earlier) problems.push(`${fileId}: duplicate id "${data.id}" (also in ${earlier})`);
    seen.set(data.id, fileId);
  }
  for (const { fileId, data } of entries) {
    for (const related of data.useCases) {
      if (related === data.id) problems.push(`${fileId}: useCases lists the technique itself`);
      else if (!seen.has(related)) problems.push(`${fileId}: useCases slug "${related}" is not in the catalogue`);
    }
  }
  return problems;
}

/** Throws one error listing every problem, so a broken catalogue fails the build. */
export function assertValidCatalogue(entries: ReadonlyArray<LoadedTechnique>): void {
  const problems = findCatalogueProblems(entries);
  if (problems.length) throw new Error(`Invalid technique catalogue:\n- ${problems.join('\n- ')}`);
}

/** Canonical page of a technique. */
export const techniqueUrl = (t: Pick<Technique, 'id' | 'category'>) => `/patterns/${t.category}/${t.id}`;

/** Page listing one category. */
export const categoryUrl = (category: string) => `/patterns/${category}`;

/** Sorts by name, the order every listing uses. */
export const byName = (a: Pick<Technique, 'name'>, b: Pick<Technique, 'name'>) => a.name.localeCompare(b.name, 'en');

/** Counts entries per complexity, in low → high order. */
export function countByComplexity(entries: ReadonlyArray<Pick<Technique, 'complexity'>>): Record<Complexity, number> {
  const counts = Object.fromEntries(COMPLEXITIES.map((c) => [c, 0])) as Record<Complexity, number>;
  for (const e of entries) counts[e.complexity] += 1;
  return counts;
}

/** Techniques related to one: its useCases first, then others from its category, without repeats. */
export function relatedTechniques<T extends Pick<Technique, 'id' | 'category' | 'useCases' | 'name'>>(
  technique: T,
  all: ReadonlyArray<T>,
  limit = 8,
): T[] {
  const byId = new Map(all.map((t) => [t.id, t]));
  const out: T[] = [];
  for (const id of technique.useCases) {
    const t = byId.get(id);
    if (t && !out.includes(t)) out.push(t);
  }
  for (const t of [...all].sort(byName)) {
    if (out.length >= limit) break;
    if (t.category === technique.category && t.id !== technique.id && !out.includes(t)) out.push(t);
  }
  return out.slice(0, Math.max(limit, technique.useCases.length));
}
