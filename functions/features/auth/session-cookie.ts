import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The session cookie. Over HTTPS it is `__Host-atlas_session` with Secure; over plain http (only
 * local development on 127.0.0.1) the prefix and Secure flag are impossible, so they are dropped.
 */
function cookieName(c: Context) {
  return isHttps(c) ? '__Host-atlas_session' : 'atlas_session';
}
const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, cookieName(c));
}

export function setSessionCookie(c: Context, token: string, expiresAt: number) {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, cookieName(c), { path: '/', secure: isHttps(c) });
}
