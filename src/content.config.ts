import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { categorySchema, techniqueSchema } from './lib/catalogue/schema';
import { guideSchema } from './lib/guides/schema';
import { faqSchema } from './lib/help/faq-schema';
import { achievementSchema, journeySchema, lessonSchema } from './lib/learning/schema';

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

export const collections = { techniques, categories, journeys, lessons, achievements, guides, faq };
