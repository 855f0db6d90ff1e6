import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { categorySchema, techniqueSchema } from './lib/catalogue/schema';
import { guideSchema } from './lib/guides/schema';
import { faqSchema } from './lib/help/faq-schema';
import { achievementSchema, journeySchema, lessonSchema } from './lib/learning/schema';
import { taxonomySchema } from './lib/hubs/schema-parts';
import { newsSchema } from './lib/news/schema';
import { projectSchema } from './lib/projects/schema';
import { threatListSchema, threatSchema } from './lib/threats/schema';
import { promptSchema, providerSchema } from './lib/prompts/schema';

/** One Markdown file per technique; the file name is the id (checked against the `id` field). */
const techniques = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/techniques' }),
  schema: techniqueSchema,
});

/** The sixteen catalogue categories with what each is about. */
const categories = defineCollection({
  loader: file('./content/categories.yaml'),
  schema: categorySchema,
});

/** Learning Hub journeys: one YAML file each, listing chapters and their lessons in order. */
const journeys = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/journeys' }),
  schema: journeySchema,
});

/** Lessons: `content/lessons/{journey}/{lesson}.md`, front matter by kind, body in Markdown. */
const lessons = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/lessons' }),
  schema: lessonSchema,
});

/** Achievements with machine-checkable unlock rules. */
const achievements = defineCollection({
  loader: file('./content/achievements.yaml'),
  schema: achievementSchema,
});

/** Guides: `content/guides/{section}/{slug}.md`, checked against the catalogue and lessons at build. */
const guides = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/guides' }),
  schema: guideSchema,
});

/** The help centre's questions and answers, one JSON list (the Worker imports it too, to know the question ids). */
const faq = defineCollection({
  loader: file('./content/faq.json'),
  schema: faqSchema,
});

/** Prompt hub: `content/prompts/{provider}/{slug}.md`, published prompts (analysed, never copied) and our templates. */
const prompts = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/prompts' }),
  schema: promptSchema,
});

/** The model vendors prompts are grouped by. */
const promptProviders = defineCollection({
  loader: file('./content/prompts/providers.yaml'),
  schema: providerSchema,
});

/** News hub: `content/news/{slug}.md`, one real, dated event each. */
const news = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/news' }),
  schema: newsSchema,
});

/** The tags news items are filed under, each with a page and a feed. */
const newsTags = defineCollection({
  loader: file('./content/news/tags.yaml'),
  schema: taxonomySchema,
});

/** Project hub: `content/projects/{slug}.md`, one open-source project each. */
const projects = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/projects' }),
  schema: projectSchema,
});

/** The project hub's categories, in the order the hub lists them. */
const projectCategories = defineCollection({
  loader: file('./content/projects/categories.yaml'),
  schema: taxonomySchema,
});

/** Threat map: one threat of OWASP LLM 2025, OWASP Agentic 2026 or MITRE ATLAS per file, explained in our words. */
const threats = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/threats' }),
  schema: threatSchema,
});

/** The three lists the threats come from, with version, source and licence. */
const threatLists = defineCollection({
  loader: file('./content/threats/lists.yaml'),
  schema: threatListSchema,
});

export const collections = {
  techniques,
  categories,
  journeys,
  lessons,
  achievements,
  guides,
  faq,
  prompts,
  promptProviders,
  news,
  newsTags,
  projects,
  projectCategories,
  threats,
  threatLists,
};
