import { parse } from 'hono/utils/cookie';
import { signInPathFor } from '../../../src/lib/account/next-path';
import { sessionCookieName } from './session-cookie';

/**
 * Pages only a signed-in person can use. wrangler.toml lists the same paths under
 * `assets.run_worker_first`, so these requests reach the Worker before the static file.
 */
export const PRIVATE_PAGES = ['/settings', '/profile', '/profile/library', '/billing', '/notifications'];

/**
 * A request for a private page without a session cookie is sent to sign in, with the page as the
 * place to come back to, before any HTML is served: visitors see no flash of a form that is not
 * theirs, and search engines only ever see a redirect, so the pages need no `noindex`. Only the
 * cookie's presence is checked here (no database read per page view); the page still asks
 * `/auth/me`, and sends a stale session to sign in from the browser.
 */
export function privatePageRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (!PRIVATE_PAGES.includes(url.pathname)) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (parse(request.headers.get('cookie') ?? '', sessionCookieName(url))[sessionCookieName(url)]) return null;
  return new Response(null, {
    status: 302,
    headers: { Location: signInPathFor(url.pathname + url.search), 'Cache-Control': 'no-store', Vary: 'Cookie' },
  });
}
