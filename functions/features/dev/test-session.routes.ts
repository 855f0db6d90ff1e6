import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { notFound } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { createSession } from '../auth/session';
import { setSessionCookie } from '../auth/session-cookie';

const bodySchema = z.object({
  displayName: z.string().trim().min(1).max(60).default('Test learner'),
  timeZone: z.string().max(64).default('UTC'),
  profileVisibility: z.enum(['public', 'private']).default('public'),
});

/**
 * POST /dev/test-session: creates a fresh user and signs the browser in. Exists only when
 * APP_ENV is 'test' (the browser-test server); everywhere else it is an unknown route (404).
 */
export const testSessionRoutes = new Hono<AppEnv>().post('/test-session', async (c) => {
  if (c.env.APP_ENV !== 'test') throw notFound(`No API route for POST ${new URL(c.req.url).pathname}.`, 'route_not_found');
  const body = await readJson(c, bodySchema);
  const id = crypto.randomUUID();
  const now = Date.now();
  await c.env.DB.prepare(
    'INSERT INTO users (id, email, email_verified, first_name, last_name, display_name, time_zone, profile_visibility, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, `test-${id}@example.test`, 'Test', 'Learner', body.displayName, body.timeZone, body.profileVisibility, now, now)
    .run();
  const { token, session } = await createSession(c.env.DB, id, c.req.header('user-agent') ?? '');
  setSessionCookie(c, token, session.expiresAt);
  return c.json({ user: { id, displayName: body.displayName } }, 201);
});
