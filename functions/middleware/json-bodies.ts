import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request carries a body (a length above zero, or a chunked upload). */
function hasBody(request: Request) {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding') || request.body !== null;
}

/**
 * The envelope's body rules for every unsafe route, also the ones that read no body (sign out,
 * revoke sessions, clear history): a body, when sent, must be JSON (415 otherwise) and must parse
 * (400 otherwise). Routes that read a body check the same again through readJson.
 */
export const jsonBodies = (): MiddlewareHandler => async (c, next) => {
  if (UNSAFE.has(c.req.method) && hasBody(c.req.raw)) {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
      }
    }
  }
  await next();
};
