import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';

export const ORIGIN = 'http://127.0.0.1:8787';
const app = createApp();

/** Sends a request to the real app on the real local D1, as the site's own pages would. */
export function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('origin')) headers.set('origin', ORIGIN);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return app.request(`${ORIGIN}/api/v1${path}`, { ...init, headers, body }, env);
}
