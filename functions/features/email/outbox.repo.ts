import type { EmailMessage } from './email-sender';
import { toOutboxMail, type OutboxMail, type OutboxRow } from './email.views';

/** How long the development mailbox keeps a mail: long enough to follow any emailed link. */
const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a mail and, in the same batch, drops mail older than the retention period. */
export async function insertOutboxMail(db: D1Database, mail: EmailMessage & { id: string; createdAt: number }) {
  await db.batch([
    db
      .prepare('INSERT INTO email_outbox (id, user_id, to_address, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(mail.id, mail.userId ?? null, mail.to, mail.subject, mail.text, mail.html, mail.createdAt),
    db.prepare('DELETE FROM email_outbox WHERE created_at < ?').bind(mail.createdAt - OUTBOX_RETENTION_MS),
  ]);
}

/** The newest mail first, optionally only to one address. */
export async function listOutboxMail(db: D1Database, limit: number, to?: string): Promise<OutboxMail[]> {
  const where = to ? 'WHERE to_address = ? COLLATE NOCASE' : '';
  const statement = db.prepare(
    `SELECT id, to_address, subject, text_body, html_body, created_at FROM email_outbox ${where} ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const { results } = await (to ? statement.bind(to, limit) : statement.bind(limit)).all<OutboxRow>();
  return results.map(toOutboxMail);
}
