import type { APIRoute } from 'astro';
import { jsonSchemaDocument, threatsJsonSchema } from '../lib/threats/json';

/** The JSON Schema of /threats.json. */
export const GET: APIRoute = ({ site }) =>
  new Response(JSON.stringify(jsonSchemaDocument(threatsJsonSchema, 'threats', site!, 'Agent Atlas threat map'), null, 1), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
