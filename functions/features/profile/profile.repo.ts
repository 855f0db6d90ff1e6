import type { ProfileUpdate } from '../../../src/lib/account/schemas';
import type { AccountProfile } from './profile.schemas';

/** The profile as stored; the routes add the linked providers. */
export type Profile = Omit<AccountProfile, 'linkedProviders'>;

interface ProfileRow {
  id: string;
  email: string;
  email_verified: number;
  first_name: string;
  last_name: string;
  display_name: string;
  bio: string;
  time_zone: string;
  profile_visibility: 'public' | 'private';
  created_at: number;
  updated_at: number;
  has_password: number;
}

export async function findProfile(db: D1Database, userId: string): Promise<Profile | null> {
  const r = await db
    .prepare(
      'SELECT id, email, email_verified, first_name, last_name, display_name, bio, time_zone, profile_visibility, created_at, updated_at, password_hash IS NOT NULL AS has_password FROM users WHERE id = ?',
    )
    .bind(userId)
    .first<ProfileRow>();
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    emailVerified: r.email_verified === 1,
    firstName: r.first_name,
    lastName: r.last_name,
    displayName: r.display_name,
    bio: r.bio,
    timeZone: r.time_zone,
    profileVisibility: r.profile_visibility,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    hasPassword: r.has_password === 1,
  };
}

const COLUMNS: Record<keyof ProfileUpdate, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  bio: 'bio',
  timeZone: 'time_zone',
};

/** Updates only the fields given; column names come from the fixed map above, never from input. */
export async function updateProfile(db: D1Database, userId: string, changes: ProfileUpdate, now: number) {
  const given = (Object.keys(COLUMNS) as (keyof ProfileUpdate)[]).flatMap((key) => {
    const value = changes[key];
    return value === undefined ? [] : [{ column: COLUMNS[key], value }];
  });
  await db
    .prepare(`UPDATE users SET ${[...given.map((g) => `${g.column} = ?`), 'updated_at = ?'].join(', ')} WHERE id = ?`)
    .bind(...given.map((g) => g.value), now, userId)
    .run();
}
