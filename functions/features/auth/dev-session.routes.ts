import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { devOnly, inTests } from '../../middleware/dev-only';
import { createSession } from './session';
import { setSessionCookie } from './session-cookie';
import { insertUser } from './users.repo';
import { testUserSchema } from './auth.schemas';

/**
 * `POST /dev/test-session`: creates a user and signs it in, so browser tests can act as a
 * signed-in learner. Exists only when APP_ENV is "test"; everywhere else it is an unknown route,
 * answered exactly like any other.
 */
export const devSessionRoutes = new Hono<AppEnv>().use(devOnly(inTests)).post('/', async (c) => {
  const input = await readJson(c, testUserSchema);
  const id = crypto.randomUUID();
  // No password: this user can only sign in through this route.
  const user = { id, email: `test-${id}@example.test`, emailVerified: true, passwordHash: null, ...input, now: c.get('now') };
  await insertUser(c.env.DB, user);
  const { token, session } = await createSession(c.env.DB, id, c.req.header('user-agent') ?? '', c.get('now'));
  setSessionCookie(c, token, session.expiresAt);
  return c.json({ user: { email: user.email, firstName: user.firstName, lastName: user.lastName, displayName: user.displayName } }, 201);
});
