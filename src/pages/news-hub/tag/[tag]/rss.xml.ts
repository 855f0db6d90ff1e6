import type { APIRoute, GetStaticPaths } from 'astro';
import { loadNews } from '../../../../lib/news/load';
import { newsFeed } from '../../../../lib/news/feed';

export const getStaticPaths: GetStaticPaths = async () => {
  const { tags } = await loadNews();
  return tags.map((tag) => ({ params: { tag: tag.id } }));
};

/** The feed of one tag. */
export const GET: APIRoute = async ({ params, site }) => {
  const { items, tags } = await loadNews();
  const tag = tags.find((t) => t.id === params.tag)!;
  return newsFeed({ site: site!, items: items.filter((i) => i.tags.includes(tag.id)), tags, tag });
};
