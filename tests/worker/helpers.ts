import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp, type App } from '../../functions/app';
import type { NotifyContext } from '../../functions/features/notifications/notify';

export const ORIGIN = 'http://127.0.0.1:8787';
const app = createApp();

/**
 * Calls an app as the Worker runtime would, with an execution context, and waits for the work it
 * deferred past the response (mail, token writes) so tests see its effects.
 */
export async function requestApp(target: App, url: string, init: RequestInit = {}, environment: Cloudflare.Env = env) {
  const ctx = createExecutionContext();
  const res = await target.request(url, init, environment, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Sends a request to the real app on the real local D1, as the site's own pages would. */
export function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('origin')) headers.set('origin', ORIGIN);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return requestApp(app, `${ORIGIN}/api/v1${path}`, { ...init, headers, body });
}

/** A notify context for calling notify() or the sandbox outside a route; it sends with the Worker's own fetch, which tests may catch. */
export const notifyContextFor = (environment: Cloudflare.Env = env): NotifyContext => ({
  db: environment.DB,
  env: environment,
  now: Date.now(),
  origin: () => ORIGIN,
  defer: (work) => work,
  fetch: (input, init) => fetch(input, init),
});
