import { Hono } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { deleteUserSessions } from './session.repo';
import { requireUser } from './session.middleware';
import { deleteOwnSession, listUserSessions } from './user-sessions.repo';
import type { SessionItem, Sessions } from './auth.schemas';

/**
 * Session ids are not sent: together with the cookie's secret they form the token. Each session is
 * named by a handle instead, a hash of its id, which is enough to pick one to sign out and cannot be
 * turned back into the id.
 */
const sessionHandle = (id: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(`session-handle:${id}`))).slice(0, 32);

async function sessionList(db: D1Database, userId: string, currentId: string, now: number): Promise<SessionItem[]> {
  const sessions = await listUserSessions(db, userId, now);
  return sessions.map(({ id, ...rest }) => ({ handle: sessionHandle(id), ...rest, current: id === currentId }));
}

/** The signed-in user's sessions, signing out one of them, or every other one. */
export const sessionsRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) =>
    c.json({ sessions: await sessionList(c.env.DB, c.get('user').id, c.get('session').id, c.get('now')) } satisfies Sessions),
  )
  .post('/revoke-others', async (c) => {
    const user = c.get('user');
    const current = c.get('session');
    await deleteUserSessions(c.env.DB, user.id, current.id);
    return c.json({ sessions: await sessionList(c.env.DB, user.id, current.id, c.get('now')) } satisfies Sessions);
  })
  .delete('/:handle', async (c) => {
    const user = c.get('user');
    const current = c.get('session');
    const handle = c.req.param('handle');
    if (handle === sessionHandle(current.id)) {
      throw new ApiError(409, 'current_session', 'This is the session you are using. Sign out to end it.');
    }
    // Another user's handle is answered like an unknown one, so handles reveal nothing.
    const target = (await listUserSessions(c.env.DB, user.id, c.get('now'))).find((s) => sessionHandle(s.id) === handle);
    if (!target) throw new ApiError(404, 'session_not_found', 'That session has already ended or does not exist.');
    await deleteOwnSession(c.env.DB, user.id, target.id);
    return c.json({ sessions: await sessionList(c.env.DB, user.id, current.id, c.get('now')) } satisfies Sessions);
  });
