import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses unsafe requests that do not come from this site.
 * Hand-written because hono/csrf only guards form content types, and our rule (docs/product.md,
 * Calls) covers every unsafe request: the Origin must match, or Sec-Fetch-Site must say same-origin.
 */
export const sameOrigin =
  ({ signedWebhook }: { signedWebhook: string }): MiddlewareHandler =>
  async (c, next) => {
    // The one exemption: the payment provider's webhook is not a browser on our site, and its route
    // refuses anything without a valid signature over the body.
    if (UNSAFE.has(c.req.method) && !(c.req.method === 'POST' && c.req.path === signedWebhook)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const own = new URL(c.req.url).origin;
      const allowed = site === 'same-origin' || (origin !== undefined && origin === own);
      if (!allowed) {
        throw new ApiError(403, 'cross_site_request', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  };
