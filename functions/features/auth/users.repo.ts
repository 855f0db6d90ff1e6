import { SESSION_USER_COLUMNS, type SessionUser } from './session.repo';
import { toSessionUser, type UserRow } from './auth.views';

/** A user with the password hash, for sign-in checks only; never sent to a client. */
export interface UserWithPassword {
  user: SessionUser;
  passwordHash: string | null;
}

/** A user found by a unique column (a fixed name, never input), with the password hash. */
async function findUser(db: D1Database, column: 'email' | 'id', value: string): Promise<UserWithPassword | null> {
  const row = await db
    .prepare(`SELECT ${SESSION_USER_COLUMNS}, u.password_hash FROM users u WHERE u.${column} = ?`)
    .bind(value)
    .first<UserRow & { password_hash: string | null }>();
  return row ? { user: toSessionUser(row), passwordHash: row.password_hash } : null;
}

export const findUserByEmail = (db: D1Database, email: string) => findUser(db, 'email', email);
export const findUserById = (db: D1Database, id: string) => findUser(db, 'id', id);

export interface NewUser {
  id: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  /** IANA time zone; registration leaves the default, UTC. */
  timeZone?: string;
  profileVisibility?: 'public' | 'private';
  now: number;
}

/**
 * Inserts a user unless the email is taken (then returns false). ON CONFLICT DO NOTHING closes the
 * race between two registrations of one address without a read-then-write.
 */
export async function insertUser(db: D1Database, u: NewUser): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT INTO users (id, email, email_verified, password_hash, first_name, last_name, display_name, time_zone, profile_visibility, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
    )
    .bind(
      u.id,
      u.email,
      u.emailVerified ? 1 : 0,
      u.passwordHash,
      u.firstName,
      u.lastName,
      u.displayName,
      u.timeZone ?? 'UTC',
      u.profileVisibility ?? 'public',
      u.now,
      u.now,
    )
    .run();
  return result.meta.changes === 1;
}

/** The account's address, or null when the account is gone. */
export async function emailOf(db: D1Database, userId: string): Promise<string | null> {
  return (await db.prepare('SELECT email FROM users WHERE id = ?').bind(userId).first<{ email: string }>())?.email ?? null;
}

export async function updatePasswordHash(db: D1Database, userId: string, passwordHash: string | null, now: number) {
  await db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(passwordHash, now, userId).run();
}

export async function markEmailVerified(db: D1Database, userId: string, now: number) {
  await db.prepare('UPDATE users SET email_verified = 1, updated_at = ? WHERE id = ?').bind(now, userId).run();
}
