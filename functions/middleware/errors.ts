import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, type ErrorBody } from '../lib/errors';
import type { AppEnv } from '../env';

function send(c: Context<AppEnv>, error: ApiError) {
  const body: ErrorBody = { message: error.message, code: error.code };
  if (error.issues) body.issues = error.issues;
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(body, error.status);
}

/** The one place an error becomes a response: the envelope, the right status, never a stack trace. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) return send(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : `http_${status}`;
    const message = status === 413 ? 'The request body is too large.' : err.message || 'Request failed.';
    return send(c, new ApiError(status, code, message));
  }
  console.error(JSON.stringify({ requestId: c.get('requestId'), error: String(err), stack: (err as Error)?.stack }));
  return send(c, new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
};

/**
 * The 404 of an unknown API route. Routes that exist only in some environments (development and
 * test helpers, the support desk without its token) throw it too, so they answer exactly alike.
 */
export const routeNotFound = (c: Context) =>
  new ApiError(404, 'route_not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.`);

/** Unknown API routes answer with the envelope, not an HTML page. */
export const onNotFound: NotFoundHandler<AppEnv> = (c) => send(c, routeNotFound(c));
