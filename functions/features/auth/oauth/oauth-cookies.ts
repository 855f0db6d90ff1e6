import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** The state and PKCE verifier live ten minutes: long enough to sign in at the provider. */
const MAX_AGE_SECONDS = 10 * 60;
const NAMES = { state: 'atlas_oauth_state', verifier: 'atlas_oauth_verifier' } as const;

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';
/** Same rule as the session cookie: `__Host-` and Secure over HTTPS, plain names on local http. */
const cookieName = (c: Context, key: keyof typeof NAMES) => (isHttps(c) ? `__Host-${NAMES[key]}` : NAMES[key]);

/**
 * HttpOnly so scripts cannot read them; SameSite=Lax because the provider sends the browser back
 * with a top-level GET, which Lax cookies accompany.
 */
export function setOAuthCookies(c: Context, state: string, verifier: string) {
  for (const [key, value] of [
    ['state', state],
    ['verifier', verifier],
  ] as const) {
    setCookie(c, cookieName(c, key), value, { httpOnly: true, secure: isHttps(c), sameSite: 'Lax', path: '/', maxAge: MAX_AGE_SECONDS });
  }
}

export function readOAuthCookies(c: Context) {
  return { state: getCookie(c, cookieName(c, 'state')), verifier: getCookie(c, cookieName(c, 'verifier')) };
}

export function clearOAuthCookies(c: Context) {
  for (const key of ['state', 'verifier'] as const) deleteCookie(c, cookieName(c, key), { path: '/', secure: isHttps(c) });
}
