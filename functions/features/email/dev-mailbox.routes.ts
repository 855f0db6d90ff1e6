import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { devOnly, outsideProduction } from '../../middleware/dev-only';
import { listOutboxMail } from './outbox.repo';
import type { Mailbox } from './email.schemas';

/** Links in a mail body, so the mailbox page can offer them as buttons. */
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * The development mailbox: the newest mail of the outbox, optionally for one address. Outside
 * production only; in production it answers exactly like an unknown route.
 */
export const devMailboxRoutes = new Hono<AppEnv>().use(devOnly(outsideProduction)).get('/', async (c) => {
  const to = c.req.query('to')?.trim() || undefined;
  const mails = await listOutboxMail(c.env.DB, 50, to);
  return c.json({ mails: mails.map(({ html: _html, ...mail }) => ({ ...mail, links: linksIn(mail.text) })) } satisfies Mailbox);
});
