import { z } from 'astro/zod';
import { SLUG_PATTERN } from '../slug.ts';

/** The sixteen catalogue categories of docs/product.md, Records, in the order of docs/product.md. */
export const CATEGORY_IDS = [
  'human-ai-collaboration',
  'interpretability',
  'knowledge-representation',
  'knowledge-retrieval',
  'memory-management',
  'multi-agent',
  'parallelization',
  'planning-execution',
  'prompt-chaining',
  'reasoning-techniques',
  'routing',
  'safety',
  'output-filtering',
  'input-validation',
  'tool-use',
  'workflow-orchestration',
] as const;

export const COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug');

/** A source cited by a technique page; only sources known to exist are listed. */
const referenceSchema = z.object({
  /** Exact title of the paper, standard or documentation page. */
  title: z.string().min(3),
  /** Authors or publishing organisation. */
  authors: z.string().min(2),
  /** Year of publication. */
  year: z.number().int().min(1950).max(2100),
  /** Canonical address (arXiv abstract page, publisher, standard body). */
  url: z.url({ protocol: /^https$/ }),
});

/** the technique record (docs/product.md, Records), plus references. The entry's file name is its id. */
export const techniqueSchema = z.object({
  /** The slug; must equal the file name. */
  id: slug,
  /** Display name. */
  name: z.string().min(2).max(80),
  /** Common abbreviation, or empty. */
  abbr: z.string().max(20),
  /** One emoji that stands for the technique on cards. */
  icon: z.string().min(1).max(16),
  /** A CSS gradient used as the card accent. */
  color: z.string().regex(/^linear-gradient\(.+\)$/, 'must be a CSS linear-gradient'),
  /** One of the sixteen categories. */
  category: z.enum(CATEGORY_IDS),
  /** One sentence: what it is and what it is for. */
  description: z.string().min(20).max(240),
  /** What the technique gives a builder, 4 to 8 short points. */
  features: z.array(z.string().min(3)).min(4).max(8),
  /** Slugs of related techniques; each must exist in the catalogue. */
  useCases: z.array(slug).max(8),
  /** How much effort it takes to build well. */
  complexity: z.enum(COMPLEXITIES),
  /** A worked scenario, preformatted. */
  example: z.string().min(40),
  /** Real sources only. */
  references: z.array(referenceSchema).default([]),
  /** When the page's facts and references were last checked; shown on the page. */
  lastReviewed: z.coerce.date(),
});
export type Technique = z.infer<typeof techniqueSchema>;

/** What a category page says about its area (content/categories.yaml). */
export const categorySchema = z.object({
  id: z.enum(CATEGORY_IDS),
  /** Heading, e.g. "Knowledge retrieval". */
  title: z.string(),
  /** Short topic label used in search tags, e.g. "RAG". */
  label: z.string(),
  /** What the category is about, one paragraph. */
  summary: z.string().min(60),
  /** When to reach for techniques of this category, one paragraph. */
  whenToUse: z.string().min(60),
});
export type Category = z.infer<typeof categorySchema>;
