import { z } from 'astro/zod';
import { SLUG_PATTERN } from '../slug.ts';

/** The three public threat lists the threat map covers, in the order pages show them. */
export const THREAT_LISTS = ['owasp-llm-2025', 'owasp-agentic-2026', 'mitre-atlas'] as const;

/** A list a threat comes from (content/threats/lists.yaml): who publishes it, which version, under which licence. */
export const threatListSchema = z.object({
  id: z.enum(THREAT_LISTS),
  name: z.string().min(5),
  publisher: z.string().min(3),
  /** The version or date of the list the entries were read from. */
  version: z.string().min(2),
  url: z.url({ protocol: /^https$/ }),
  licence: z.string().min(3),
  /** When the list was last read at its source. */
  checked: z.coerce.date(),
});
export type ThreatList = z.infer<typeof threatListSchema>;

/** One threat of a list (content/threats/{id}.md); the body explains it in our words. */
export const threatSchema = z.object({
  /** Lowercase, URL-safe id: `llm01`, `asi06`, `aml-t0051-001`; equals the file name. */
  id: z.string().regex(SLUG_PATTERN),
  list: z.enum(THREAT_LISTS),
  /** The id exactly as the list writes it: `LLM01:2025`, `ASI06`, `AML.T0051.001`. */
  code: z.string().min(3),
  /** The list's own name for it. */
  name: z.string().min(3),
  /** One sentence in our words: what goes wrong and why it matters for an agent. */
  summary: z.string().min(40).max(320),
  /** The entry's page at the list's publisher. Every threat has one. */
  source: z.object({ title: z.string().min(3), url: z.url({ protocol: /^https$/ }) }),
  /** When the entry was read at its source. */
  checked: z.coerce.date(),
  /** Corresponding entries of the other lists. */
  related: z.array(z.string().regex(SLUG_PATTERN)).default([]),
});
export type Threat = z.infer<typeof threatSchema>;

/** The page of one threat. */
export const threatUrl = (id: string) => `/threats/${id}`;
/** The catalogue filtered to the techniques that mitigate or introduce one threat. */
export const threatFilterUrl = (id: string) => `/patterns/threat/${id}`;
