import { z } from 'astro/zod';
import { lastReviewedField, sourceSchema, techniquesField } from '../hubs/schema-parts';

/** Agent roles our templates are written for. */
export const TEMPLATE_ROLES = {
  'tool-using-assistant': 'Tool-using assistant',
  'rag-answerer': 'RAG answerer with citations',
  'coding-agent': 'Coding agent',
  'support-agent': 'Customer-support agent',
  'red-team-evaluator': 'Red-team evaluator',
  router: 'Router',
  planner: 'Planner',
  reviewer: 'Reviewer',
  'data-extractor': 'Data extractor',
  'research-agent': 'Research agent',
} as const;
type TemplateRole = keyof typeof TEMPLATE_ROLES;

const common = {
  title: z.string().min(5).max(90),
  /** One sentence for listings, search and the meta description. */
  summary: z.string().min(20).max(220),
  techniques: techniquesField(8),
  lastReviewed: lastReviewedField,
};

/** Another dated version of a published prompt, with what changed (from the sources). */
const versionSchema = z.strictObject({
  date: z.coerce.date(),
  /** The model or release it belongs to. */
  label: z.string().min(2).max(80),
  url: z.url({ protocol: /^https$/ }).optional(),
  changes: z.string().min(20).max(800),
});

/**
 * A vendor's system prompt that was published. The page analyses it and links to it; the prompt
 * text itself is never reproduced.
 */
const publishedSchema = z.strictObject({
  kind: z.literal('published'),
  ...common,
  /** Product surface the prompt runs in, e.g. "Claude.ai web and mobile apps". */
  product: z.string().min(2).max(100),
  /** Model or model family it was published for. */
  model: z.string().min(2).max(80),
  /** Publication date (official) or capture date (reported). */
  date: z.coerce.date(),
  /** `official`: published by the vendor; `reported`: documented by others. */
  provenance: z.enum(['official', 'reported']),
  source: sourceSchema,
  versions: z.array(versionSchema).default([]),
});

/** One block of a template with the reason it is there. */
const segmentSchema = z.strictObject({
  text: z.string().min(1),
  /** Why the instruction is there. */
  why: z.string().min(10).max(600),
  /** The attack or failure it guards against, where one applies. */
  guards: z.string().min(10).max(400).optional(),
});

/** A system prompt written by this project for an agent role, shown in full and annotated. */
const templateSchema = z.strictObject({
  kind: z.literal('template'),
  ...common,
  role: z.enum(Object.keys(TEMPLATE_ROLES) as [TemplateRole, ...TemplateRole[]]),
  /** The provider's model family it targets, e.g. "Claude". */
  modelFamily: z.string().min(2).max(60),
  /** When we wrote it. */
  date: z.coerce.date(),
  /** The provider's documentation whose conventions the template follows. */
  conventions: z.array(sourceSchema).min(1),
  segments: z.array(segmentSchema).min(3).max(24),
});

/** Front matter of `content/prompts/{provider}/{slug}.md`. */
export const promptSchema = z.discriminatedUnion('kind', [publishedSchema, templateSchema]);
export type PromptData = z.infer<typeof promptSchema>;
export type PromptTemplate = z.infer<typeof templateSchema>;

/** A prompt with its address parts. */
export type Prompt = PromptData & { provider: string; slug: string };

/** A provider of content/prompts/providers.yaml. */
export const providerSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(2).max(40),
  /** The model family, e.g. "Claude". */
  models: z.string().min(2).max(40),
  summary: z.string().min(40).max(500),
});
export type Provider = z.infer<typeof providerSchema>;

/** The full text of a template: its segments joined by blank lines, as the copy button copies it. */
export const templateText = (t: Pick<PromptTemplate, 'segments'>) => t.segments.map((s) => s.text.trimEnd()).join('\n\n');

export const promptUrl = (p: { provider: string; slug: string }) => `/prompt-hub/${p.provider}/${p.slug}`;
export const providerUrl = (id: string) => `/prompt-hub/${id}`;
