import type { APIRoute } from 'astro';
import { loadNews } from '../lib/news/load';
import { newsFeed } from '../lib/news/feed';

/** The news hub's feed: every item, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const { items, tags } = await loadNews();
  return newsFeed({ site: site!, items, tags });
};
