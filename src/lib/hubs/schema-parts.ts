import { z } from 'astro/zod';
import { SLUG_PATTERN } from '../slug';

/**
 * Schema pieces the prompt, news and project collections share. Each hub's own schema lives in its
 * folder; the cross-entry rules (known techniques, providers, tags, categories) are checked by each
 * hub's `problems.ts` when the site is built.
 */
export const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug');

/** A public page we cite, by its canonical https address. */
export const sourceSchema = z.strictObject({
  /** Exact title of the page. */
  title: z.string().min(3).max(200),
  url: z.url({ protocol: /^https$/ }),
});

/** Catalogue techniques an entry links to; each must exist (checked at build). */
export const techniquesField = (max: number) => z.array(slug).max(max).default([]);

/** When the entry's facts were last checked; shown on its page. */
export const lastReviewedField = z.coerce.date();

/** A taxonomy entry (provider, tag, category) read from a hub's YAML file. */
export const taxonomySchema = z.strictObject({
  id: slug,
  title: z.string().min(2).max(60),
  /** One or two sentences shown on its listing page. */
  description: z.string().min(20).max(400),
});
