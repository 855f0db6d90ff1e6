import { rowsOf } from '../../lib/d1';

export interface PushRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores one of the user's subscriptions, or renews it (new keys, now the newest), and keeps only
 * the user's `keep` newest ones. False, and nothing changed, when the endpoint is another user's.
 */
export async function savePushSubscription(db: D1Database, userId: string, s: PushRow, now: number, keep: number) {
  const [saved] = await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at
         WHERE push_subscriptions.user_id = excluded.user_id
         RETURNING endpoint`,
      )
      .bind(s.endpoint, userId, s.p256dh, s.auth, now),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE user_id = ?1 AND endpoint IN (
           SELECT endpoint FROM push_subscriptions WHERE user_id = ?1 AND endpoint <> ?2 ORDER BY created_at DESC, endpoint DESC LIMIT -1 OFFSET ?3
         ) AND EXISTS (SELECT 1 FROM push_subscriptions WHERE endpoint = ?2 AND user_id = ?1)`,
      )
      .bind(userId, s.endpoint, keep - 1),
  ]);
  return rowsOf(saved).length === 1;
}

/** Removes one of the user's subscriptions; false when the endpoint is not theirs. */
export async function deletePushSubscription(db: D1Database, userId: string, endpoint: string) {
  return (
    (await db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').bind(endpoint, userId).run()).meta.changes === 1
  );
}

export async function pushSubscriptionsOf(db: D1Database, userId: string): Promise<PushRow[]> {
  return (await db.prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ?').bind(userId).all<PushRow>()).results;
}

/** One of the user's subscriptions that its push service says is gone, or that the site no longer sends to. */
export const forgetPushEndpoint = (db: D1Database, userId: string, endpoint: string) =>
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').bind(endpoint, userId).run();
