import type { APIRoute } from 'astro';
import { threatsJson } from '../lib/threats/json';
import { loadThreatMap } from '../lib/threats/load';

/** Every threat of the threat map with its source and the techniques that mitigate or introduce it (docs/api.md). */
export const GET: APIRoute = async ({ site }) => {
  const map = await loadThreatMap();
  return new Response(JSON.stringify(threatsJson(map.lists, map.threats, map, site!), null, 1), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
