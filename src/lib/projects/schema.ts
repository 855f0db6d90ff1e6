import { z } from 'astro/zod';
import spdxIds from 'spdx-license-ids/index.json' with { type: 'json' };
import { lastReviewedField, sourceSchema, techniquesField } from '../hubs/schema-parts';

/** The main languages the project hub files projects under. */
const PROJECT_LANGUAGES = ['Python', 'TypeScript', 'JavaScript', 'Go', 'Rust', 'C++', 'C', 'Java', 'C#', 'Kotlin'] as const;

const SPDX_IDS = new Set<string>(spdxIds);

/** A GitHub repository's home address, `https://github.com/{owner}/{name}`. */
const repositoryUrl = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\/github\.com\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'must be https://github.com/{owner}/{name}');

/** A release fact, shown only with the date it was true on and where it was read. */
const latestReleaseSchema = z.strictObject({
  version: z.string().min(1).max(40),
  /** When the release was published. */
  date: z.coerce.date(),
  /** The day the fact was read at its source (a project moves on; the page says "as of"). */
  asOf: z.coerce.date(),
  source: z.url({ protocol: /^https$/ }),
});

/**
 * Where a project stands. Absent means `active`. The others keep a project listed (builders still
 * meet it) but say on its page and card that it should not be picked for new work without reading
 * why: `maintenance` (fixes only, no new features), `deprecated` (its maintainers point elsewhere),
 * `archived` (the repository is read-only).
 */
const PROJECT_STATUSES = ['active', 'maintenance', 'deprecated', 'archived'] as const;
type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Front matter of `content/projects/{slug}.md`; the body says what it is for and when to pick it. */
export const projectSchema = z.strictObject({
  name: z.string().min(2).max(60),
  /** One of the ids in content/projects/categories.yaml (checked at build). */
  category: z.string(),
  /** One sentence: what the project is. */
  summary: z.string().min(20).max(220),
  repository: repositoryUrl,
  homepage: z.url({ protocol: /^https$/ }).optional(),
  /** SPDX licence identifier of the main code, as the repository's licence file states it. */
  licence: z.string().refine((id) => SPDX_IDS.has(id), 'must be an SPDX licence identifier (e.g. MIT, Apache-2.0)'),
  language: z.enum(PROJECT_LANGUAGES),
  /** Catalogue patterns the project implements; its technique pages list it back. */
  techniques: techniquesField(6),
  latestRelease: latestReleaseSchema.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** One sentence in our words: since when and what the maintainers said (required unless active). */
  statusNote: z.string().min(20).max(300).optional(),
  /** The maintainers' own page that states the status (README, announcement, archived notice). */
  statusSource: z.url({ protocol: /^https$/ }).optional(),
  lastReviewed: lastReviewedField,
  /** Further pages the entry relies on, beyond the repository and homepage. */
  sources: z.array(sourceSchema).default([]),
});
export type ProjectData = z.infer<typeof projectSchema>;

/** A project with its address part (the file name). */
export interface Project extends ProjectData {
  slug: string;
}

/**
 * Licences that publish the code but restrict its use (no competing hosted service, a delayed
 * change to an open licence), so the Open Source Initiative does not approve them. Projects under
 * them are listed because builders meet them, and every page says "source-available".
 */
const SOURCE_AVAILABLE_LICENCES = new Set(['BUSL-1.1', 'SSPL-1.0', 'Elastic-2.0']);
export const isSourceAvailable = (licence: string) => SOURCE_AVAILABLE_LICENCES.has(licence);

/** How a status reads on a page and a card; `undefined` for an active project, which shows nothing. */
export function statusLabel(status: ProjectStatus | undefined) {
  switch (status) {
    case 'maintenance':
      return 'Maintenance mode';
    case 'deprecated':
      return 'Deprecated';
    case 'archived':
      return 'Archived';
    default:
      return undefined;
  }
}

/** URL segment of a language: "C++" → "cpp", "C#" → "csharp". */
export const languageSlug = (language: string) => language.toLowerCase().replace(/\+\+/g, 'pp').replace(/#/g, 'sharp');

/** URL segment of an SPDX id: dots become hyphens so the address has no file-extension look ("Apache-2.0" → "apache-2-0"). */
export const licenceSlug = (licence: string) => licence.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const projectUrl = (p: { category: string; slug: string }) => `/project-hub/${p.category}/${p.slug}`;
export const projectCategoryUrl = (id: string) => `/project-hub/${id}`;
export const licenceUrl = (licence: string) => `/project-hub/licences/${licenceSlug(licence)}`;
export const languageUrl = (language: string) => `/project-hub/languages/${languageSlug(language)}`;
