import { internalLinks } from '../internal-links';

// Checks the three hubs share: each returns problem messages, empty when the entry is fine.

/** The `##` headings a body must have, in any order, reported when absent. */
export function missingHeadings(fileId: string, body: string, required: readonly string[]): string[] {
  const present = new Set([...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((m) => m[1]!.toLowerCase()));
  return required.filter((h) => !present.has(h.toLowerCase())).map((h) => `${fileId}: body lacks the section "## ${h}"`);
}

/** Words in a Markdown body, for the minimum-length rule. */
const wordCount = (body: string) => body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

export function tooShort(fileId: string, body: string, minWords: number): string[] {
  const n = wordCount(body);
  return n < minWords ? [`${fileId}: body has ${n} words, fewer than ${minWords}`] : [];
}

/** Technique slugs that are not in the catalogue. */
export function unknownTechniques(fileId: string, slugs: readonly string[], known: ReadonlySet<string>): string[] {
  return slugs.filter((s) => !known.has(s)).map((s) => `${fileId}: technique "${s}" is not in the catalogue`);
}

/** A fact cannot have been checked before it happened. */
export function reviewedBeforeDate(fileId: string, date: Date, lastReviewed: Date): string[] {
  return date.getTime() > lastReviewed.getTime() ? [`${fileId}: dated ${iso(date)}, after its lastReviewed ${iso(lastReviewed)}`] : [];
}

/** Links in a body to pages that are not on the site. */
export function brokenLinks(fileId: string, body: string, paths: ReadonlySet<string>): string[] {
  return internalLinks(body)
    .filter((path) => !paths.has(path))
    .map((path) => `${fileId}: link to ${path} goes nowhere`);
}

export const iso = (d: Date) => d.toISOString().slice(0, 10);
