import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import { toIssues } from './json-body';

/** Validates the query string with a zod schema; 422 with issues when it does not fit. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw new ApiError(422, 'validation_failed', 'Some query parameters are missing or invalid.', toIssues(result.error));
  }
  return result.data;
}
