import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { categorySchema, techniqueSchema } from './lib/catalogue/schema';

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

export const collections = { techniques, categories };
