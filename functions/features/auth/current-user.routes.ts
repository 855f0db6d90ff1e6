import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { unauthorized } from '../../lib/errors';

/**
 * `GET /auth/me` (SPEC.md section 7): the signed-in user, or 401 when signed out. The fields are
 * the user's own; the password hash never leaves the database.
 */
export const currentUserRoutes = new Hono<AppEnv>().get('/', (c) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  const { id, email, emailVerified, firstName, lastName, displayName, timeZone, profileVisibility } = user;
  return c.json({ user: { id, email, emailVerified, firstName, lastName, displayName, timeZone, profileVisibility } });
});
