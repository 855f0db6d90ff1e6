import type { AccountUser } from './auth.schemas';
import { toSessionUser, type UserRow } from './auth.views';

/** The signed-in user as every feature sees it. */
export type SessionUser = AccountUser;

/** Columns of `users` that make a SessionUser; never the password hash. */
export const SESSION_USER_COLUMNS =
  'u.id, u.email, u.email_verified, u.first_name, u.last_name, u.display_name, u.time_zone, u.profile_visibility, u.created_at';

export async function insertSession(
  db: D1Database,
  s: { id: string; userId: string; secretHash: string; createdAt: number; expiresAt: number; userAgent: string },
) {
  await db
    .prepare(
      'INSERT INTO sessions (id, user_id, secret_hash, created_at, last_seen_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(s.id, s.userId, s.secretHash, s.createdAt, s.createdAt, s.expiresAt, s.userAgent)
    .run();
}

export async function findSessionWithUser(db: D1Database, id: string) {
  const row = await db
    .prepare(
      `SELECT s.secret_hash, s.expires_at, s.last_seen_at, ${SESSION_USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .bind(id)
    .first<UserRow & { secret_hash: string; expires_at: number; last_seen_at: number }>();
  if (!row) return null;
  return { secretHash: row.secret_hash, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at, user: toSessionUser(row) };
}

export async function extendSession(db: D1Database, id: string, now: number, expiresAt: number) {
  await db.prepare('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ?').bind(now, expiresAt, id).run();
}

export async function deleteSession(db: D1Database, id: string) {
  await db.prepare('DELETE FROM sessions WHERE id = ?').bind(id).run();
}

/** Ends every session of a user, except one (the caller's) when given. */
export async function deleteUserSessions(db: D1Database, userId: string, exceptId?: string) {
  await db
    .prepare('DELETE FROM sessions WHERE user_id = ? AND id != ?')
    .bind(userId, exceptId ?? '')
    .run();
}

/**
 * Records a browser and system a user signed in from; the number of devices the user now has when
 * this one is new, or null when it was known already.
 */
export async function rememberDevice(db: D1Database, userId: string, device: string, now: number): Promise<number | null> {
  const added = await db
    .prepare('INSERT INTO known_devices (user_id, device, first_seen_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, device, now)
    .run();
  if (added.meta.changes !== 1) return null;
  const known = await db.prepare('SELECT COUNT(*) AS n FROM known_devices WHERE user_id = ?').bind(userId).first<{ n: number }>();
  return known?.n ?? 1;
}
