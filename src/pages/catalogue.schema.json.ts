import type { APIRoute } from 'astro';
import { catalogueJsonSchema, jsonSchemaDocument } from '../lib/threats/json';

/** The JSON Schema of /catalogue.json. */
export const GET: APIRoute = ({ site }) =>
  new Response(JSON.stringify(jsonSchemaDocument(catalogueJsonSchema, 'catalogue', site!, 'Agent Atlas technique catalogue'), null, 1), {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
