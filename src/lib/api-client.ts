import type { ErrorBody, Issue as FieldIssue } from '../../functions/lib/errors';
import type { AnalyticsEvent } from './analytics/events';

/**
 * A failed API call. `message` follows docs/product.md, Error messages: the server's message when it sent one,
 * otherwise 'API Error: {status} {statusText}'. `serverMessage` tells the two apart, for callers
 * with a message of their own for the second case.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly issues: FieldIssue[],
    readonly serverMessage: string | undefined,
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The error envelope as it arrives: read field by field, since a proxy may answer with anything. */
async function readEnvelope(response: Response): Promise<{ [K in keyof ErrorBody]?: unknown }> {
  try {
    const data: unknown = await response.json();
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/**
 * Calls `/api/v1{path}` with the session cookie (credentials 'include') and a JSON content type,
 * returning the parsed JSON body. Throws ApiRequestError for any non-2xx answer.
 */
export async function apiRequest<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    const serverMessage = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : undefined;
    const issues = Array.isArray(envelope.issues) ? (envelope.issues as FieldIssue[]) : [];
    throw new ApiRequestError(
      serverMessage ?? `API Error: ${response.status} ${response.statusText}`,
      response.status,
      typeof envelope.code === 'string' ? envelope.code : undefined,
      issues,
      serverMessage,
      response.statusText,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The message to show for any error thrown by a call: an API message, or a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}

/** Field issues of a 422, keyed by field path, for placing messages next to the fields. */
export function issuesByField(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiRequestError) for (const issue of error.issues) out[issue.path] ??= issue.message;
  return out;
}

type Announced = Extract<AnalyticsEvent, { name: 'search' | 'lesson_completed' | 'demo_solved' }>;
/** Each event without its path (distributes over the union, which a plain Omit would collapse). */
type WithoutPath<T> = T extends unknown ? Omit<T, 'path'> : never;

/**
 * Tells the page tracker (src/lib/analytics/tracker.ts) that something worth counting happened.
 * Islands never send analytics themselves: the tracker adds the path, checks the visitor's
 * choices and sends, so an opt-out is honoured in one place. It lives here, beside the API calls,
 * because every island already loads this module: a module of its own would become one more script
 * for the search panel to fetch.
 */
export function trackEvent(event: WithoutPath<Announced>) {
  window.dispatchEvent(new CustomEvent('atlas:track', { detail: event }));
}
