import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { ANALYTICS_KEEP_DAYS, pruneExpired } from '../../functions/features/maintenance/prune.repo';
import { signedInUser } from './users';

describe('scheduled sweep of expired rows', () => {
  it('deletes expired sessions, tokens, old rate-limit windows and old mail, and keeps live ones', async () => {
    const now = Date.UTC(2031, 0, 10);
    const user = await signedInUser();
    const db = env.DB;
    await db.batch([
      db
        .prepare(
          'INSERT INTO sessions (id, user_id, secret_hash, created_at, last_seen_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind('old-session', user.id, 'x', 0, 0, now - 1, ''),
      db
        .prepare(
          'INSERT INTO sessions (id, user_id, secret_hash, created_at, last_seen_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind('live-session', user.id, 'x', 0, 0, now + 1, ''),
      db
        .prepare('INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
        .bind('old-token', user.id, 0, now - 1),
      db.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)').bind('sweep:old', Math.floor(now / 1000) - 7200),
      db.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)').bind('sweep:live', Math.floor(now / 1000) - 60),
    ]);
    const deleted = await pruneExpired(db, now);
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(deleted.password_reset_tokens).toBeGreaterThanOrEqual(1);
    const ids = (await db.prepare("SELECT id FROM sessions WHERE id IN ('old-session', 'live-session')").all<{ id: string }>()).results.map(
      (r) => r.id,
    );
    expect(ids).toEqual(['live-session']);
    const buckets = (await db.prepare("SELECT bucket FROM rate_limits WHERE bucket LIKE 'sweep:%'").all<{ bucket: string }>()).results.map(
      (r) => r.bucket,
    );
    expect(buckets).toEqual(['sweep:live']);
  });

  it('deletes notifications read more than 90 days ago, and keeps unread and recently read ones', async () => {
    const now = Date.UTC(2031, 5, 1);
    const user = await signedInUser();
    const db = env.DB;
    const add = (id: string, readAt: number | null) =>
      db
        .prepare(
          "INSERT INTO notifications (id, user_id, kind, title, body, created_at, read_at) VALUES (?, ?, 'support_received', 'T', 'B', ?, ?)",
        )
        .bind(id, user.id, 0, readAt);
    const day = 86_400_000;
    await db.batch([
      add(`old-read-${user.id}`, now - 91 * day),
      add(`recent-read-${user.id}`, now - 89 * day),
      add(`old-unread-${user.id}`, null),
    ]);
    const deleted = await pruneExpired(db, now);
    expect(deleted.notifications).toBeGreaterThanOrEqual(1);
    const left = (
      await db.prepare('SELECT id FROM notifications WHERE user_id = ? ORDER BY id').bind(user.id).all<{ id: string }>()
    ).results.map((r) => r.id);
    expect(left).toEqual([`old-unread-${user.id}`, `recent-read-${user.id}`]);
  });

  it('deletes the salts of days that are over, so the vote networks of past days can no longer be recomputed', async () => {
    const now = Date.UTC(2031, 6, 2, 3, 17);
    const db = env.DB;
    await db.batch(
      ['2031-06-30', '2031-07-01', '2031-07-02'].map((day) =>
        db.prepare('INSERT INTO daily_salts (day, salt) VALUES (?, ?)').bind(day, `salt-${day}`),
      ),
    );
    const deleted = await pruneExpired(db, now);
    expect(deleted.daily_salts).toBeGreaterThanOrEqual(2);
    const days = (await db.prepare("SELECT day FROM daily_salts WHERE day LIKE '2031-%' ORDER BY day").all<{ day: string }>()).results;
    expect(days.map((d) => d.day)).toEqual(['2031-07-02']);
  });

  it('deletes analytics counts older than the kept period and keeps the rest', async () => {
    const now = Date.UTC(2031, 8, 1, 3, 17);
    const db = env.DB;
    const day = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const insert = (d: string) =>
      db.prepare("INSERT INTO analytics_daily (day, path, event, prop, count) VALUES (?, '/sweep', 'pageview', '', 1)").bind(d);
    await db.batch([insert(day(ANALYTICS_KEEP_DAYS + 1)), insert(day(ANALYTICS_KEEP_DAYS)), insert(day(0))]);
    const deleted = await pruneExpired(db, now);
    expect(deleted.analytics_daily).toBeGreaterThanOrEqual(1);
    const days = (await db.prepare("SELECT day FROM analytics_daily WHERE path = '/sweep' ORDER BY day").all<{ day: string }>()).results;
    expect(days.map((d) => d.day)).toEqual([day(ANALYTICS_KEEP_DAYS), day(0)]);
  });
});
