import { z } from 'astro/zod';
import { lastReviewedField, slug, techniquesField } from '../hubs/schema-parts';

/** The page a news item summarises. */
const newsSourceSchema = z.strictObject({
  /** Exact title of the source page. */
  title: z.string().min(3).max(200),
  /** Organisation or authors that published it. */
  publisher: z.string().min(2).max(300),
  url: z.url({ protocol: /^https$/ }),
});

/** Front matter of `content/news/{slug}.md`; the body is the story in our words. */
export const newsSchema = z.strictObject({
  title: z.string().min(10).max(90),
  /** The source's publication date. */
  date: z.coerce.date(),
  /** One or two sentences: what happened (list pages, feeds, meta description). */
  summary: z.string().min(40).max(280),
  /** What it changes for someone building or securing agents. */
  whyItMatters: z.string().min(80).max(600),
  source: newsSourceSchema,
  /** Ids from content/news/tags.yaml (checked at build). */
  tags: z.array(slug).min(1).max(3),
  techniques: techniquesField(5),
  lastReviewed: lastReviewedField,
});
export type NewsData = z.infer<typeof newsSchema>;

/** A news item with its address part (the file name). */
export interface NewsItem extends NewsData {
  slug: string;
}

/** Items per listing page of the hub and of each tag. */
export const NEWS_PAGE_SIZE = 10;

export const newsUrl = (slugId: string) => `/news-hub/${slugId}`;
export const newsTagUrl = (tag: string) => `/news-hub/tag/${tag}`;
export const newsTagFeedUrl = (tag: string) => `/news-hub/tag/${tag}/rss.xml`;
export const NEWS_FEED_URL = '/rss.xml';
/** Listing page n (1-based) of the hub or of a tag. */
export const newsPageUrl = (n: number, tag?: string) => {
  const base = tag ? newsTagUrl(tag) : '/news-hub';
  return n === 1 ? base : `${base}/page/${n}`;
};
