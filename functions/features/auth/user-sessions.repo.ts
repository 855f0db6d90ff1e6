import { toSessionSummary, type SessionSummary, type UserSessionRow } from './auth.views';

/** The user's unexpired sessions, most recently used first. */
export async function listUserSessions(db: D1Database, userId: string, now: number): Promise<SessionSummary[]> {
  const { results } = await db
    .prepare(
      'SELECT id, created_at, last_seen_at, expires_at, user_agent FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY last_seen_at DESC',
    )
    .bind(userId, now)
    .all<UserSessionRow>();
  return results.map(toSessionSummary);
}

/** Ends one session, only if it belongs to the user. */
export async function deleteOwnSession(db: D1Database, userId: string, id: string) {
  await db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?').bind(id, userId).run();
}
