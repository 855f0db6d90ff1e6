import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { deleteUserSessions } from './session.repo';
import { requireUser } from './session.middleware';
import { listUserSessions } from './sessions.repo';

/**
 * Session ids are not sent: together with the cookie's secret they form the token, and the page
 * only needs to tell the sessions apart and mark the current one.
 */
async function sessionList(db: D1Database, userId: string, currentId: string) {
  const sessions = await listUserSessions(db, userId);
  return sessions.map(({ id, ...rest }) => ({ ...rest, current: id === currentId }));
}

/** The signed-in user's sessions, and signing out every other one. */
export const sessionsRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => c.json({ sessions: await sessionList(c.env.DB, c.get('user')!.id, c.get('session')!.id) }))
  .post('/revoke-others', async (c) => {
    const user = c.get('user')!;
    const current = c.get('session')!;
    await deleteUserSessions(c.env.DB, user.id, current.id);
    return c.json({ sessions: await sessionList(c.env.DB, user.id, current.id) });
  });
