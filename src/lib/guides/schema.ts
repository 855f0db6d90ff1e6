import { z } from 'astro/zod';
import { GUIDE_SECTION_IDS } from './sections';
import { SLUG_PATTERN } from '../slug';

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug');

/** A source a guide relies on: a page known to exist, by its canonical address. */
const guideSourceSchema = z.object({
  title: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
});

/**
 * A library, tool, data set or specification version the page names: a fast-moving fact, shown
 * with the day it was checked (docs/product.md, "Freshness"). Every version number in the body
 * must be declared here (src/lib/guides/problems.ts).
 */
const versionSchema = z.object({
  name: z.string().min(2),
  /** As written on the page, without a leading "v". */
  version: z.string().regex(/^\d+(\.\d+){2,3}$/),
  /** Where the version was read; the page's sources cover it when absent. */
  url: z.url({ protocol: /^https$/ }).optional(),
  /** When it was checked; the page's lastReviewed when absent. */
  checked: z.coerce.date().optional(),
});

/** Front matter of `content/guides/{section}/{slug}.md`. */
export const guideSchema = z.object({
  title: z.string().min(3).max(90),
  /** One sentence for the meta description, the landing page and search. */
  description: z.string().min(20).max(200),
  /** Must equal the folder the file is in. */
  section: z.enum(GUIDE_SECTION_IDS),
  /** Position in the section's sidebar; unique within the section. */
  order: z.number().int().min(1),
  /** When the page's facts were last checked; shown on the page. */
  lastReviewed: z.coerce.date(),
  sources: z.array(guideSourceSchema).min(1),
  /** Catalogue techniques the guide relies on; each must exist. */
  techniques: z.array(slug).default([]),
  /** Versions the page names, each a fast-moving fact with its checked date. */
  versions: z.array(versionSchema).default([]),
  /** Learning Hub lessons as `journey/lesson`; each must exist. */
  lessons: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be journey/lesson')).default([]),
});
export type GuideData = z.infer<typeof guideSchema>;

/** A guide with its address parts. */
export interface Guide extends GuideData {
  slug: string;
}
