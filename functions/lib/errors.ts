import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One validation problem, reported to the client in the `issues` list of a 422. */
export interface Issue {
  path: string;
  message: string;
}

/** The one error envelope every API failure uses (docs/product.md, Calls). */
export interface ErrorBody {
  message: string;
  code: string;
  issues?: Issue[];
}

/** An error the handlers throw on purpose; `onError` turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The 422 every failed validation answers with; `message` names what was checked when it is not the body. */
export const validationFailed = (issues: Issue[], message = 'Some fields are missing or invalid.') =>
  new ApiError(422, 'validation_failed', message, issues);

export const unauthorized = (message = 'You need to sign in to do that.') => new ApiError(401, 'unauthorized', message);
export const notFound = (message = 'Not found.', code = 'not_found') => new ApiError(404, code, message);
