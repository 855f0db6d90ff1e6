import type { NotificationKind } from '../../../src/lib/notifications/kinds';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
}

export interface NotificationDraft {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Same key, same user: notified once, however often the event is handled. */
  dedupeKey?: string | null;
}

/**
 * Stores a notification (once per user and dedupe key). `due`: its mail and push are still to go
 * out, and it stays in the outbox (`notificationsDue`) until `deliveredStatement` clears it.
 */
export const insertNotificationStatement = (db: D1Database, userId: string, n: NotificationDraft, now: number, due = false) =>
  db
    .prepare(
      `INSERT INTO notifications (id, user_id, kind, title, body, link, dedupe_key, created_at, delivery_due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), userId, n.kind, n.title, n.body, n.link ?? null, n.dedupeKey ?? null, now, due ? 1 : 0);

/** A notification whose mail and push are still to go out. */
export interface DueNotification {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** The outbox: the notifications of one dedupe key (one provider event) not sent yet. */
export async function notificationsDue(db: D1Database, dedupeKey: string): Promise<DueNotification[]> {
  const { results } = await db
    .prepare(
      'SELECT id, user_id, kind, title, body, link FROM notifications WHERE dedupe_key = ? AND delivery_due = 1 ORDER BY created_at, id',
    )
    .bind(dedupeKey)
    .all<DueNotification>();
  return results;
}

/** Takes a notification out of the outbox once its mail and push went out. */
export const deliveredStatement = (db: D1Database, id: string) =>
  db.prepare('UPDATE notifications SET delivery_due = 0 WHERE id = ?').bind(id);

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
