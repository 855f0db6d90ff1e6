import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/lib/account/signed-in-hint';

/**
 * The session cookie. Over HTTPS it is `__Host-atlas_session` with Secure; over plain http (only
 * local development on 127.0.0.1) the prefix and Secure flag are impossible, so they are dropped.
 */
const nameFor = (https: boolean) => (https ? '__Host-atlas_session' : 'atlas_session');
export const sessionCookieName = (url: URL) => nameFor(url.protocol === 'https:');
// A request's URL is absolute and its scheme lower-case, so its start tells HTTPS without parsing it
// (a parse per cookie was a visible share of a progress save's own work).
const isHttps = (c: Context) => c.req.url.startsWith('https:');
const cookieName = (c: Context) => nameFor(isHttps(c));

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, cookieName(c));
}

/**
 * The signed-in hint (SIGNED_IN_HINT_COOKIE) holds no secret and grants nothing: the session cookie
 * decides, and the page clears a stale hint when `/auth/me` answers 401. Browsers cap cookie
 * lifetimes near 400 days; the hint only needs to outlive the sliding session.
 */
const HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function setSessionCookie(c: Context, token: string, expiresAt: number) {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    expires: new Date(expiresAt),
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { secure: isHttps(c), sameSite: 'Lax', path: '/', maxAge: HINT_MAX_AGE_SECONDS });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, cookieName(c), { path: '/', secure: isHttps(c) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isHttps(c) });
}
