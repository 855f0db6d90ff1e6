import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { createEmailSender, type EmailMessage } from './email-sender';

/**
 * Sends a mail. In production the send runs after the response (waitUntil), so how long the
 * provider takes never shows in the response time of login, register or forgot-password, which
 * would otherwise reveal whether an account exists. Elsewhere it is awaited, so the mail is in the
 * outbox by the time the response arrives (the mailbox and the tests rely on that).
 */
export async function deliverMail<E extends AppEnv>(c: Context<E>, message: EmailMessage) {
  const sending = createEmailSender(c.env, () => c.get('now')).send(message);
  if (c.env.APP_ENV === 'production') {
    c.executionCtx.waitUntil(
      sending.catch((error: unknown) => console.error(JSON.stringify({ requestId: c.get('requestId'), error: String(error) }))),
    );
    return;
  }
  await sending;
}
