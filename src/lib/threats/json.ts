import { z } from 'astro/zod';
import { techniqueUrl } from '../catalogue/catalogue';
import { CATEGORY_IDS, COMPLEXITIES, type Technique } from '../catalogue/schema';
import { THREAT_LISTS, threatUrl, type Threat, type ThreatList } from './schema';

/**
 * The machine-readable catalogue and threat map (`/catalogue.json`, `/threats.json`) and their
 * JSON Schemas (`/catalogue.schema.json`, `/threats.schema.json`), generated from the zod schemas
 * below so the files and their published schemas cannot disagree. The version follows semantic
 * versioning: a field added is a minor version, a field removed or changed a major one
 * (docs/api.md, "Static data files").
 */
const DATA_VERSION = '1.0.0';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const threatLink = z.object({
  id: slug.describe('Threat id, as in /threats.json'),
  relation: z.enum(['mitigates', 'introduces']),
  strength: z.enum(['primary', 'partial']).optional().describe('For mitigations: a control designed for the threat, or one that helps'),
  how: z.string().describe('One sentence on how the technique mitigates or introduces the threat'),
});

export const catalogueJsonSchema = z.object({
  version: z.literal(DATA_VERSION),
  site: z.url(),
  techniques: z.array(
    z.object({
      id: slug,
      name: z.string(),
      abbr: z.string(),
      category: z.enum(CATEGORY_IDS),
      complexity: z.enum(COMPLEXITIES),
      description: z.string(),
      url: z.url().describe('The technique page'),
      related: z.array(slug).describe('Ids of related techniques'),
      threats: z.array(threatLink),
    }),
  ),
});

const techniqueRef = z.object({ technique: slug, how: z.string() });
export const threatsJsonSchema = z.object({
  version: z.literal(DATA_VERSION),
  site: z.url(),
  lists: z.array(
    z.object({
      id: z.enum(THREAT_LISTS),
      name: z.string(),
      publisher: z.string(),
      version: z.string(),
      url: z.url(),
      licence: z.string(),
      checked: z.iso.date(),
    }),
  ),
  threats: z.array(
    z.object({
      id: slug,
      list: z.enum(THREAT_LISTS),
      code: z.string().describe('The id as the list writes it'),
      name: z.string(),
      summary: z.string(),
      url: z.url().describe('The threat page on this site'),
      source: z.object({ title: z.string(), url: z.url() }),
      checked: z.iso.date(),
      related: z.array(slug),
      mitigatedBy: z.array(techniqueRef.extend({ strength: z.enum(['primary', 'partial']) })).describe('Strongest first'),
      introducedBy: z.array(techniqueRef),
    }),
  ),
});

export type CatalogueJson = z.infer<typeof catalogueJsonSchema>;
export type ThreatsJson = z.infer<typeof threatsJsonSchema>;

/** The JSON Schema document of a data file, with its versioned $id on the site. */
export function jsonSchemaDocument(schema: z.ZodType, name: string, site: URL, title: string) {
  return { $id: new URL(`/${name}.schema.json`, site).href, title, version: DATA_VERSION, ...z.toJSONSchema(schema) };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function catalogueJson(techniques: readonly Technique[], site: URL): CatalogueJson {
  return {
    version: DATA_VERSION,
    site: site.href,
    techniques: techniques.map((t) => ({
      id: t.id,
      name: t.name,
      abbr: t.abbr,
      category: t.category,
      complexity: t.complexity,
      description: t.description,
      url: new URL(techniqueUrl(t), site).href,
      related: t.useCases,
      threats: t.threats.map((l) => ({ id: l.threat, relation: l.relation, ...(l.strength ? { strength: l.strength } : {}), how: l.how })),
    })),
  };
}

export function threatsJson(
  lists: readonly ThreatList[],
  threats: readonly Threat[],
  links: {
    mitigations: (id: string) => { technique: Technique; strength?: 'primary' | 'partial'; how: string }[];
    introductions: (id: string) => { technique: Technique; how: string }[];
  },
  site: URL,
): ThreatsJson {
  return {
    version: DATA_VERSION,
    site: site.href,
    lists: lists.map((l) => ({ ...l, checked: day(l.checked) })),
    threats: threats.map((t) => ({
      id: t.id,
      list: t.list,
      code: t.code,
      name: t.name,
      summary: t.summary,
      url: new URL(threatUrl(t.id), site).href,
      source: t.source,
      checked: day(t.checked),
      related: t.related,
      mitigatedBy: links.mitigations(t.id).map((m) => ({ technique: m.technique.id, strength: m.strength ?? 'partial', how: m.how })),
      introducedBy: links.introductions(t.id).map((m) => ({ technique: m.technique.id, how: m.how })),
    })),
  };
}
