import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/catalogue/load';
import { catalogueJson } from '../lib/threats/json';

/** Every technique with its category, complexity, related techniques and threats, for tools and scripts (docs/api.md). */
export const GET: APIRoute = async ({ site }) => {
  const { techniques } = await loadCatalogue();
  return new Response(JSON.stringify(catalogueJson(techniques, site!), null, 1), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
