import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { createSession } from './session';
import { deleteSession, rememberDevice } from './session.repo';
import { setSessionCookie } from './session-cookie';
import { describeAgent } from '../../../src/lib/account/user-agent';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/notify';

/**
 * Opens a new session for a user and sets the cookie. Any session the browser already had is
 * ended first: a fresh id on every sign-in prevents session fixation.
 */
export async function startSession<E extends AppEnv>(c: Context<E>, userId: string) {
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
async function noteDevice<E extends AppEnv>(c: Context<E>, userId: string, device: string) {
  const known = await rememberDevice(c.env.DB, userId, device, c.get('now'));
  if (known !== null && known > 1) await notify(c.get('notify'), userId, messages.newSignIn(device));
}
