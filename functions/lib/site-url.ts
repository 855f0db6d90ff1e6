import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { ApiError } from './errors';

/** Where `npm start` serves the site when no SITE_URL is given (its scripts pass their own port). */
export const LOCAL_SITE_URL = 'http://127.0.0.1:8787';

/**
 * The public origin for every absolute URL we hand out: links in mail and the OAuth redirect_uri.
 * It comes from configuration only, never from the request: a request's Host header is chosen by
 * whoever sends it, so a reset link built from it could point at an attacker's site. Production
 * refuses to build links (and so to send mail) without SITE_URL; elsewhere the local server's
 * address is the default.
 */
export function siteOrigin<E extends AppEnv>(c: Context<E>): string {
  const origin = configuredOrigin(c.env);
  if (origin) return origin;
  console.error(JSON.stringify({ requestId: c.get('requestId'), error: 'SITE_URL is not configured' }));
  throw new ApiError(503, 'site_url_missing', 'This site cannot send links until its address is configured. Please try again later.');
}

/** The origin from configuration (the local server's outside production), or null in production without SITE_URL. */
export function configuredOrigin(env: Bindings): string | null {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return env.APP_ENV === 'production' ? null : LOCAL_SITE_URL;
}
