import type { EmailCategory } from '../../../src/lib/notifications/kinds';

/** The user's unsubscribe token for an email category, made on first use. */
export async function unsubscribeTokenFor(db: D1Database, userId: string, category: EmailCategory, now: number) {
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

/** Whose email category an unsubscribe token stands for, or null for an unknown token. */
export async function unsubscribeTokenOwner(db: D1Database, token: string): Promise<{ userId: string; category: EmailCategory } | null> {
  const row = await db
    .prepare('SELECT user_id, category FROM email_unsubscribe_tokens WHERE token = ?')
    .bind(token)
    .first<{ user_id: string; category: EmailCategory }>();
  return row ? { userId: row.user_id, category: row.category } : null;
}
