import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { techniqueToMarkdown } from '../../../lib/catalogue/markdown';

export async function getStaticPaths() {
  const entries = await getCollection('techniques');
  return entries.map((entry) => ({
    params: { category: entry.data.category, slug: entry.data.id },
    props: { data: entry.data, body: entry.body ?? '' },
  }));
}

/** The technique as plain Markdown, so people can hand a pattern to their own agents. */
export const GET: APIRoute = ({ props, site }) =>
  new Response(techniqueToMarkdown(props.data, props.body, site), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
