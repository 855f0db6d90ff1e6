import type { ProfileUpdate } from '../../../src/lib/account/schemas';
import type { AccountProfile } from './profile.schemas';
import { toProfile, type ProfileRow } from './profile.views';

/** The profile as stored; the routes add the linked providers. */
export type Profile = Omit<AccountProfile, 'linkedProviders'>;

export async function findProfile(db: D1Database, userId: string): Promise<Profile | null> {
  const r = await db
    .prepare(
      'SELECT id, email, email_verified, first_name, last_name, display_name, bio, time_zone, profile_visibility, created_at, updated_at, password_hash IS NOT NULL AS has_password FROM users WHERE id = ?',
    )
    .bind(userId)
    .first<ProfileRow>();
  return r ? toProfile(r) : null;
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
