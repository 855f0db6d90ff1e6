import type { APIRoute } from 'astro';
import { DATASET_SCHEMA } from '../../../lib/labs/dataset';

/** The JSON Schema of one line of the open attack suite. */
export const GET: APIRoute = ({ site }) =>
  new Response(JSON.stringify({ $id: new URL('/datasets/agent-attacks/schema.json', site).href, ...DATASET_SCHEMA }, null, 1), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
