import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { SITE_SECURITY_HEADERS as SITE } from '../lib/site-headers';

/**
 * Security headers for every API response (docs/product.md, Security baseline): the site's own
 * (functions/lib/site-headers.ts) and the policy of everything that is not a page. The Worker adds
 * the same to any response that still lacks them, also outside `/api/v1`.
 */
export const apiSecurityHeaders = (): MiddlewareHandler => {
  const headers = secureHeaders({
    strictTransportSecurity: SITE['Strict-Transport-Security'],
    xContentTypeOptions: SITE['X-Content-Type-Options'],
    referrerPolicy: SITE['Referrer-Policy'],
    crossOriginOpenerPolicy: SITE['Cross-Origin-Opener-Policy'],
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: SITE['X-Frame-Options'],
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  return async (c, next) => {
    await headers(c, next);
    c.header('Permissions-Policy', SITE['Permissions-Policy']);
  };
};

/** API data is personal or live: never stored by browsers or shared caches. */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
