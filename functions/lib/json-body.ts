import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type Issue, validationFailed } from './errors';

/** Turns zod issues into `{path, message}` pairs a form can place next to its fields. */
export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Reads the request body as JSON and validates it with a zod schema.
 * Hand-written rather than hono's validator so each failure gets its own status and code:
 * 415 wrong content type, 400 malformed JSON, 422 schema failure with issues.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  const text = await c.req.text();
  let data: unknown;
  try {
    data = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
  if (data === undefined) throw new ApiError(400, 'empty_body', 'The request body is empty.');
  const result = schema.safeParse(data);
  if (!result.success) {
    throw validationFailed(toIssues(result.error));
  }
  return result.data;
}
