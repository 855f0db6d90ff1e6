import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Runs `task` after the response has been sent (Workers' waitUntil), starting it on a later
 * macrotask so not even its first statement runs before the handler returns. Used where the work
 * differs by a secret (does this account exist?): the answer then costs the same either way.
 * Failures are logged with the request id; the caller has already answered.
 */
export function afterResponse<E extends AppEnv>(c: Context<E>, task: () => Promise<unknown>) {
  const requestId = c.get('requestId');
  const run = new Promise((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((error: unknown) => console.error(JSON.stringify({ requestId, error: String(error) })));
  c.executionCtx.waitUntil(run);
}
