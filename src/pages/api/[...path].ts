import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { createApp } from '../../../functions/app';

// The Worker's entry sends /api/* to the Hono app before Astro's handler (functions/site-handler.ts),
// so this endpoint answers only where that entry does not run. It stays because it is the site's
// one on-demand route: without it Astro would build no server output for the Worker to carry.
export const prerender = false;

const app = createApp();

export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, env, locals.cfContext);
