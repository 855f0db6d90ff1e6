import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { createApp } from '../../../functions/app';

export const prerender = false;

const app = createApp();

export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, env, locals.cfContext);
