import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { pingDatabase } from './health.repo';

export const healthRoutes = new Hono<AppEnv>()
  /** Liveness without the database: the no-op route load tests compare every other route with. */
  .get('/live', (c) => c.json({ status: 'ok' }))
  .get('/', async (c) => {
    let ok: boolean;
    try {
      ok = await pingDatabase(c.env.DB);
    } catch {
      ok = false;
    }
    if (!ok) throw new ApiError(503, 'database_unavailable', 'The database is not reachable.');
    return c.json({ status: 'ok', database: 'ok' });
  });
