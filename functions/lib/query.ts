import type { Context } from 'hono';
import type { z } from 'zod';
import { validationFailed } from './errors';
import { toIssues } from './json-body';

/** Validates the query string with a zod schema; 422 with issues when it does not fit. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw validationFailed(toIssues(result.error), 'Some query parameters are missing or invalid.');
  }
  return result.data;
}

/**
 * Validates one path parameter; 422 with an issue when it does not fit, so a malformed id is
 * never looked up or echoed back in a 404 message.
 */
export function readParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) {
    throw validationFailed(
      toIssues(result.error).map((issue) => ({ ...issue, path: name })),
      'A part of the address is invalid.',
    );
  }
  return result.data;
}
