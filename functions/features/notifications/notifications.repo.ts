import { rowsOf } from '../../lib/d1';
import type { EmailCategory, NotificationKind } from '../../../src/lib/notifications/kinds';
import type { NotificationView } from './notifications.schemas';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
}

export const toView = (r: NotificationRow): NotificationView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.created_at,
  read: r.read_at !== null,
});

export interface NotificationDraft {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Same key, same user: notified once, however often the event is handled. */
  dedupeKey?: string | null;
}

export const insertNotificationStatement = (db: D1Database, userId: string, n: NotificationDraft, now: number) =>
  db
    .prepare(
      `INSERT INTO notifications (id, user_id, kind, title, body, link, dedupe_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), userId, n.kind, n.title, n.body, n.link ?? null, n.dedupeKey ?? null, now);

/**
 * One page, newest first, after the cursor (created_at, id) of the last row shown: rows with equal
 * times are ordered by id, so paging never skips or repeats one. Reads at most `limit + 1` rows.
 */
export async function listNotifications(
  db: D1Database,
  userId: string,
  opts: { unreadOnly: boolean; after: { createdAt: number; id: string } | null; limit: number },
) {
  const filters = ['user_id = ?1'];
  if (opts.unreadOnly) filters.push('read_at IS NULL');
  if (opts.after) filters.push('(created_at < ?2 OR (created_at = ?2 AND id < ?3))');
  const { results } = await db
    .prepare(
      `SELECT id, kind, title, body, link, created_at, read_at FROM notifications WHERE ${filters.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?4`,
    )
    .bind(userId, opts.after?.createdAt ?? 0, opts.after?.id ?? '', opts.limit + 1)
    .all<NotificationRow>();
  return results;
}

export async function unreadCount(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Marks the user's notifications read or unread: the given ids (others' ids match nothing) or all. */
export async function setRead(db: D1Database, userId: string, target: { ids: string[] } | { all: true }, read: boolean, now: number) {
  const value = read ? now : null;
  const statement =
    'all' in target
      ? db
          .prepare(`UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS ${read ? 'NULL' : 'NOT NULL'}`)
          .bind(value, userId)
      : db
          .prepare(`UPDATE notifications SET read_at = ? WHERE user_id = ? AND id IN (${placeholders(target.ids.length)})`)
          .bind(value, userId, ...target.ids);
  return (await statement.run()).meta.changes;
}

export async function deleteNotifications(db: D1Database, userId: string, ids: string[]) {
  const result = await db
    .prepare(`DELETE FROM notifications WHERE user_id = ? AND id IN (${placeholders(ids.length)})`)
    .bind(userId, ...ids)
    .run();
  return result.meta.changes;
}

/** The user's unsubscribe token for an email category, made on first use. */
export async function unsubscribeToken(db: D1Database, userId: string, category: EmailCategory, now: number) {
  const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '');
  await db
    .prepare('INSERT INTO email_unsubscribe_tokens (token, user_id, category, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(token, userId, category, now)
    .run();
  const row = await db
    .prepare('SELECT token FROM email_unsubscribe_tokens WHERE user_id = ? AND category = ?')
    .bind(userId, category)
    .first<{ token: string }>();
  if (!row) throw new Error(`No unsubscribe token for the ${category} category after making one.`);
  return row.token;
}

export async function userEmail(db: D1Database, userId: string): Promise<string | null> {
  return (await db.prepare('SELECT email FROM users WHERE id = ?').bind(userId).first<{ email: string }>())?.email ?? null;
}

/** Turns off the email category an unsubscribe token stands for; the category, or null for an unknown token. */
export async function unsubscribeByToken(db: D1Database, token: string, now: number): Promise<EmailCategory | null> {
  const row = await db
    .prepare('SELECT user_id, category FROM email_unsubscribe_tokens WHERE token = ?')
    .bind(token)
    .first<{ user_id: string; category: EmailCategory }>();
  if (!row) return null;
  // Fixed column names by category, never from input.
  const column = row.category === 'security' ? 'security_alerts' : 'email_notifications';
  await db
    .prepare(
      `INSERT INTO user_preferences (user_id, ${column}, updated_at) VALUES (?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET ${column} = 0, updated_at = excluded.updated_at`,
    )
    .bind(row.user_id, now)
    .run();
  return row.category;
}

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
