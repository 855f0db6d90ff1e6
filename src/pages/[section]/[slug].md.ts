import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { loadGuides } from '../../lib/guides/load';
import { guideToMarkdown } from '../../lib/guides/markdown';

export async function getStaticPaths() {
  const [guides, entries] = await Promise.all([loadGuides(), getCollection('guides')]);
  return guides.map((guide) => ({
    params: { section: guide.section, slug: guide.slug },
    props: { guide, body: entries.find((e) => e.id === `${guide.section}/${guide.slug}`)?.body ?? '' },
  }));
}

/** The guide as plain Markdown, like techniques, so people can hand it to their own agents. */
export const GET: APIRoute = ({ props, site }) =>
  new Response(guideToMarkdown(props.guide, props.body, site), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
