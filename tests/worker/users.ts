import { env } from 'cloudflare:workers';
import { createSession } from '../../functions/features/auth/session';

let counter = 0;

/**
 * Inserts a user straight into D1 and opens a session for it, for tests of features that need a
 * signed-in user. Returns the user id and the Cookie header to send.
 */
export async function signedInUser(over: { displayName?: string; timeZone?: string; profileVisibility?: 'public' | 'private'; email?: string } = {}) {
  counter += 1;
  const id = `user-${counter}-${crypto.randomUUID()}`;
  const now = Date.now();
  await env.DB.prepare(
    'INSERT INTO users (id, email, email_verified, first_name, last_name, display_name, time_zone, profile_visibility, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, over.email ?? `${id}@example.test`, 'Test', `User ${counter}`, over.displayName ?? `Tester ${counter}`, over.timeZone ?? 'UTC', over.profileVisibility ?? 'public', now, now)
    .run();
  const { token } = await createSession(env.DB, id);
  return { id, cookie: `atlas_session=${token}` };
}
