import type { Preferences } from '../../../src/lib/account/schemas';

interface PreferencesRow {
  email_notifications: number;
  push_notifications: number;
  marketing_emails: number;
  security_alerts: number;
  data_collection: number;
}

/** Defaults for a user who never saved preferences (the column defaults of user_preferences). */
const DEFAULTS: PreferencesRow = {
  email_notifications: 1,
  push_notifications: 0,
  marketing_emails: 0,
  security_alerts: 1,
  data_collection: 0,
};

export async function findPreferences(db: D1Database, userId: string): Promise<Preferences> {
  const row = await db
    .prepare(
      'SELECT u.profile_visibility, p.email_notifications, p.push_notifications, p.marketing_emails, p.security_alerts, p.data_collection FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id WHERE u.id = ?',
    )
    .bind(userId)
    .first<{ profile_visibility: 'public' | 'private' } & { [K in keyof PreferencesRow]: number | null }>();
  const value = (key: keyof PreferencesRow) => (row?.[key] ?? DEFAULTS[key]) === 1;
  return {
    notifications: {
      email: value('email_notifications'),
      push: value('push_notifications'),
      marketingEmails: value('marketing_emails'),
      securityAlerts: value('security_alerts'),
    },
    privacy: { profileVisibility: row?.profile_visibility ?? 'public', dataCollection: value('data_collection') },
  };
}

/** The column of each notification preference: fixed names, never taken from input. */
const NOTIFICATION_COLUMNS: Readonly<Record<keyof Preferences['notifications'], string>> = {
  email: 'email_notifications',
  push: 'push_notifications',
  marketingEmails: 'marketing_emails',
  securityAlerts: 'security_alerts',
};

/** Switches one notification preference off (an email's unsubscribe link), the others as they were. */
export async function switchOffNotifications(db: D1Database, userId: string, preference: keyof Preferences['notifications'], now: number) {
  const column = NOTIFICATION_COLUMNS[preference];
  await db
    .prepare(
      `INSERT INTO user_preferences (user_id, ${column}, updated_at) VALUES (?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET ${column} = 0, updated_at = excluded.updated_at`,
    )
    .bind(userId, now)
    .run();
}

/** Saves every preference at once; both statements run in one all-or-nothing batch. */
export async function savePreferences(db: D1Database, userId: string, p: Preferences, now: number) {
  const n = p.notifications;
  const bit = (v: boolean) => (v ? 1 : 0);
  await db.batch([
    db
      .prepare(
        `INSERT INTO user_preferences (user_id, email_notifications, push_notifications, marketing_emails, security_alerts, data_collection, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET email_notifications = excluded.email_notifications, push_notifications = excluded.push_notifications,
           marketing_emails = excluded.marketing_emails, security_alerts = excluded.security_alerts, data_collection = excluded.data_collection,
           updated_at = excluded.updated_at`,
      )
      .bind(userId, bit(n.email), bit(n.push), bit(n.marketingEmails), bit(n.securityAlerts), bit(p.privacy.dataCollection), now),
    db.prepare('UPDATE users SET profile_visibility = ?, updated_at = ? WHERE id = ?').bind(p.privacy.profileVisibility, now, userId),
  ]);
}
