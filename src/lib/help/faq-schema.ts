import { z } from 'zod';

/** The help centre's FAQ categories, in the order the filter shows them. */
export const FAQ_CATEGORIES = {
  'getting-started': 'Getting started',
  learning: 'Learning Hub',
  account: 'Account and sign-in',
  billing: 'Plans and billing',
  privacy: 'Privacy and email',
  support: 'Support',
} as const;
export type FaqCategory = keyof typeof FAQ_CATEGORIES;

/** One question of content/faq.json. Answers are plain paragraphs; links go in `related`. */
export const faqSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by hyphens (they are the answer’s anchor)'),
  question: z.string().min(10).max(160).endsWith('?'),
  category: z.enum(Object.keys(FAQ_CATEGORIES) as [FaqCategory, ...FaqCategory[]]),
  answer: z.array(z.string().min(20).max(700)).min(1).max(4),
  related: z
    .array(
      z.strictObject({
        label: z.string().min(2).max(60),
        href: z.string().regex(/^\/[a-z0-9\-/#?=]*$/, 'related links are pages of this site'),
      }),
    )
    .max(4)
    .default([]),
});
