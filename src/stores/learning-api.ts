/** An API failure with SPEC.md section 8's message: the server's message, else 'API Error: {status} {statusText}'. */
export class LearningApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'LearningApiError';
  }
}

/** Calls the API with cookies and JSON (SPEC.md section 7) and returns the parsed body, or throws LearningApiError. */
export async function learningRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    let body: { message?: unknown; code?: unknown } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      // A body that is not JSON (a proxy's error page) falls back to the status line.
    }
    const message = typeof body.message === 'string' && body.message ? body.message : `API Error: ${res.status} ${res.statusText}`;
    throw new LearningApiError(message, res.status, typeof body.code === 'string' ? body.code : undefined);
  }
  return (await res.json()) as T;
}
