import type { AccountUser } from './auth.schemas';
import { toSessionUser, type UserRow } from './auth.views';
import { firstOf, type SqlPart } from '../../lib/d1';

/** The signed-in user as every feature sees it. */
export type SessionUser = AccountUser;

/** The columns of `users` that make a SessionUser (UserRow); never the password hash. */
const SESSION_USER_FIELDS = [
  'id',
  'email',
  'email_verified',
  'first_name',
  'last_name',
  'display_name',
  'time_zone',
  'profile_visibility',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];

/** SESSION_USER_FIELDS as a select list over `users u`. */
export const SESSION_USER_COLUMNS = SESSION_USER_FIELDS.map((f) => `u.${f}`).join(', ');

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

/** A session's row as checking a token needs it, with its user. */
export interface SessionRow {
  secretHash: string;
  expiresAt: number;
  lastSeenAt: number;
  user: SessionUser;
}

/** A session row as its columns name it. */
type SessionRecord = UserRow & { secret_hash: string; expires_at: number; last_seen_at: number };

const toRow = (row: SessionRecord): SessionRow => ({
  secretHash: row.secret_hash,
  expiresAt: row.expires_at,
  lastSeenAt: row.last_seen_at,
  user: toSessionUser(row),
});

/** Reads a session and its user in one statement (for a route's own batch, or on its own: findSessionWithUser). */
function sessionWithUserStatement(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT s.secret_hash, s.expires_at, s.last_seen_at, ${SESSION_USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .bind(id);
}

/** The SessionRow from the result of sessionWithUserStatement, or null when there is no such session. */
function toSessionRow(result: D1Result<unknown> | undefined): SessionRow | null {
  const row = firstOf<SessionRecord>(result);
  return row ? toRow(row) : null;
}

/**
 * A session and its user as one JSON object, for a column of another statement in a route's batch
 * (the progress save carries it in its stats read); sessionRowFromJson reads it back.
 */
export function sessionRowJson(id: string): SqlPart {
  const fields = ['secret_hash', 'expires_at', 'last_seen_at'].map((f) => `'${f}', s.${f}`);
  const userFields = SESSION_USER_FIELDS.map((f) => `'${f}', u.${f}`);
  return {
    sql: (n) =>
      `(SELECT json_object(${[...fields, ...userFields].join(', ')}) FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?${n})`,
    values: [id],
  };
}

/** The SessionRow of a sessionRowJson column's value, or null when there is no such session. */
export function sessionRowFromJson(value: unknown): SessionRow | null {
  return typeof value === 'string' ? toRow(JSON.parse(value) as SessionRecord) : null;
}

export async function findSessionWithUser(db: D1Database, id: string): Promise<SessionRow | null> {
  return toSessionRow(await sessionWithUserStatement(db, id).all());
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
