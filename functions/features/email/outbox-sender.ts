import type { EmailMessage, EmailSender } from './email-sender';
import { insertOutboxMail } from './outbox.repo';

/** Writes mail to the email_outbox table, where the development mailbox shows it. */
export class OutboxEmailSender implements EmailSender {
  constructor(private readonly db: D1Database) {}

  async send(message: EmailMessage) {
    await insertOutboxMail(this.db, { ...message, id: crypto.randomUUID(), createdAt: Date.now() });
  }
}
