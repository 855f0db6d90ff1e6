import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { createSession } from './session';
import { deleteSession } from './session.repo';
import { setSessionCookie } from './session-cookie';
import { describeAgent } from '../../../src/lib/account/user-agent';
import { messages } from '../notifications/messages';
import { notify, notifyContext } from '../notifications/notify';

/**
 * Opens a new session for a user and sets the cookie. Any session the browser already had is
 * ended first: a fresh id on every sign-in prevents session fixation.
 */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const previous = c.get('session');
  if (previous) await deleteSession(c.env.DB, previous.id);
  const agent = c.req.header('user-agent') ?? '';
  const { token, session } = await createSession(c.env.DB, userId, agent, c.get('now'));
  setSessionCookie(c, token, session.expiresAt);
  await noteDevice(c, userId, describeAgent(agent));
  return session;
}

/**
 * Remembers the browser and system a user signs in from, and tells them when it is one their
 * account had not been signed in from (not on the very first sign-in, when every device is new).
 */
async function noteDevice(c: Context<AppEnv>, userId: string, device: string) {
  const db = c.env.DB;
  const added = await db
    .prepare('INSERT INTO known_devices (user_id, device, first_seen_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, device, c.get('now'))
    .run();
  if (added.meta.changes !== 1) return;
  const known = await db.prepare('SELECT COUNT(*) AS n FROM known_devices WHERE user_id = ?').bind(userId).first<{ n: number }>();
  if (known!.n > 1) await notify(notifyContext(c), userId, messages.newSignIn(device));
}
