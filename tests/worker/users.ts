import { env } from 'cloudflare:workers';
import { createSession } from '../../functions/features/auth/session';
import { insertUser } from '../../functions/features/auth/users.repo';

let counter = 0;

/**
 * Creates a user straight in D1 and opens a session for it, for tests of features that need a
 * signed-in user. Returns the user id and the Cookie header to send.
 */
export async function signedInUser(
  over: { displayName?: string; timeZone?: string; profileVisibility?: 'public' | 'private'; email?: string } = {},
) {
  counter += 1;
  const id = `user-${counter}-${crypto.randomUUID()}`;
  await insertUser(env.DB, {
    id,
    email: over.email ?? `${id}@example.test`,
    emailVerified: true,
    passwordHash: null,
    firstName: 'Test',
    lastName: `User ${counter}`,
    displayName: over.displayName ?? `Tester ${counter}`,
    timeZone: over.timeZone,
    profileVisibility: over.profileVisibility,
    now: Date.now(),
  });
  const { token } = await createSession(env.DB, id, '', Date.now());
  return { id, cookie: `atlas_session=${token}` };
}
