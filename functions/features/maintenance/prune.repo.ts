/** Longest rate-limit window in use (one hour); older windows can never count again. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;
/** Development mail is kept for seven days. */
const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Weekly leaderboard buckets are kept for eight weeks after their week. */
const WEEKS_KEPT_MS = 8 * 7 * 24 * 60 * 60 * 1000;
/** Read notifications are kept for 90 days after they were read. */
const READ_NOTIFICATIONS_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * Daily analytics counts are kept this many days: a year and a month, so a month can be set
 * beside the same month a year before (docs/analytics.md).
 */
export const ANALYTICS_KEEP_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Each statement deletes at most this many rows, so one sweep stays a small, bounded write. */
const BATCH = 5_000;

/**
 * Deletes what has expired from the tables that grow with use: ended sessions, used-up or expired
 * emailed tokens, finished rate-limit windows, old development mail and old weekly leaderboard
 * buckets, notifications read more than 90 days ago, the salts of days that are over (so the
 * day's hashed vote networks can no longer be recomputed), analytics counts older than
 * ANALYTICS_KEEP_DAYS. Every delete uses an index on its time column (migration 0023) and is capped per run;
 * the next run continues. Returns the rows deleted per table.
 */
export async function pruneExpired(db: D1Database, now: number) {
  const statements = {
    notifications: db
      .prepare(`DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE read_at < ? LIMIT ${BATCH})`)
      .bind(now - READ_NOTIFICATIONS_KEEP_MS),
    sessions: db.prepare(`DELETE FROM sessions WHERE rowid IN (SELECT rowid FROM sessions WHERE expires_at < ? LIMIT ${BATCH})`).bind(now),
    email_verification_tokens: db
      .prepare(
        `DELETE FROM email_verification_tokens WHERE rowid IN (SELECT rowid FROM email_verification_tokens WHERE expires_at < ? LIMIT ${BATCH})`,
      )
      .bind(now),
    password_reset_tokens: db
      .prepare(
        `DELETE FROM password_reset_tokens WHERE rowid IN (SELECT rowid FROM password_reset_tokens WHERE expires_at < ? LIMIT ${BATCH})`,
      )
      .bind(now),
    rate_limits: db
      .prepare(`DELETE FROM rate_limits WHERE rowid IN (SELECT rowid FROM rate_limits WHERE window_start < ? LIMIT ${BATCH})`)
      .bind(Math.floor((now - LONGEST_WINDOW_MS) / 1000)),
    email_outbox: db
      .prepare(`DELETE FROM email_outbox WHERE rowid IN (SELECT rowid FROM email_outbox WHERE created_at < ? LIMIT ${BATCH})`)
      .bind(now - OUTBOX_KEEP_MS),
    learner_xp_histogram: db
      .prepare(
        `DELETE FROM learner_xp_histogram WHERE rowid IN (SELECT rowid FROM learner_xp_histogram WHERE period > 0 AND period < ? LIMIT ${BATCH})`,
      )
      .bind(now - WEEKS_KEPT_MS),
    analytics_daily: db
      .prepare(
        `DELETE FROM analytics_daily WHERE (day, path, event, prop) IN (SELECT day, path, event, prop FROM analytics_daily WHERE day < ? LIMIT ${BATCH})`,
      )
      .bind(new Date(now - ANALYTICS_KEEP_DAYS * DAY_MS).toISOString().slice(0, 10)),
    daily_salts: db.prepare('DELETE FROM daily_salts WHERE day < ?').bind(new Date(now).toISOString().slice(0, 10)),
  };
  const names = Object.keys(statements) as (keyof typeof statements)[];
  const results = await db.batch(Object.values(statements));
  return Object.fromEntries(names.map((name, i) => [name, results[i]?.meta.changes ?? 0]));
}
