import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { requireUser } from '../auth/session.middleware';
import { listLinkedProviders } from '../auth/oauth/oauth.repo';
import { findProfile, updateProfile } from './profile.repo';
import { profileUpdateSchema, type AccountProfile, type ProfileAnswer } from './profile.schemas';

async function loadProfile(db: D1Database, userId: string): Promise<AccountProfile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound('The account no longer exists.', 'user_not_found');
  return { ...profile, linkedProviders: await listLinkedProviders(db, userId) };
}

/** The signed-in user's own profile: read it, change the editable fields. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => c.json({ profile: await loadProfile(c.env.DB, c.get('user').id) } satisfies ProfileAnswer))
  .patch('/', async (c) => {
    const changes = await readJson(c, profileUpdateSchema);
    const userId = c.get('user').id;
    await updateProfile(c.env.DB, userId, changes, c.get('now'));
    return c.json({ profile: await loadProfile(c.env.DB, userId) } satisfies ProfileAnswer);
  });
