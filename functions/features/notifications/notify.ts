import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings } from '../../env';
import { configuredOrigin } from '../../lib/site-url';
import { EMAIL_CATEGORIES, NOTIFICATION_KINDS, type EmailCategory } from '../../../src/lib/notifications/kinds';
import { createEmailSender } from '../email/email-sender';
import { findPreferences } from '../settings/preferences.repo';
import { deliveredStatement, insertNotificationStatement, notificationsDue, type NotificationDraft } from './notifications.repo';
import { unsubscribeTokenFor } from './unsubscribe-tokens.repo';
import { emailOf } from '../auth/users.repo';
import { mail } from '../email/account-emails';
import { sendPush, vapidOf } from './push';
import type { Preferences } from '../../../src/lib/account/schemas';

/** What notifying needs from a request: the database, the configuration, the clock, the site's origin. */
export interface NotifyContext {
  db: D1Database;
  env: Bindings;
  now: number;
  /**
   * The public origin for links in mail. Production without SITE_URL throws here, the first time a
   * mail needs it: the mail fails, and says why, instead of being skipped in silence.
   */
  origin: () => string;
  /**
   * Runs a delivery after the response in production, so mail never slows or fails an answer; a
   * failure is logged with what it was (`what`: the notification and the channel).
   */
  defer: (work: Promise<unknown>, what: Record<string, string>) => Promise<unknown>;
  /** How push messages are sent (tests pass their own). */
  fetch: typeof fetch;
}

function createNotifyContext(c: Context<AppEnv>): NotifyContext {
  const production = c.env.APP_ENV === 'production';
  return {
    db: c.env.DB,
    env: c.env,
    now: c.get('now'),
    origin: () => {
      const origin = configuredOrigin(c.env);
      if (!origin) throw new Error('SITE_URL is not configured: a notification email cannot link to the site, so it was not sent.');
      return origin;
    },
    fetch: (input, init) => fetch(input, init),
    defer: (work, what) => {
      const logged = work.catch((error: unknown) =>
        console.error(JSON.stringify({ requestId: c.get('requestId'), ...what, error: String(error) })),
      );
      if (!production) return logged;
      c.executionCtx.waitUntil(logged);
      return Promise.resolve();
    },
  };
}

/**
 * The notify context of a scheduled sweep: no request, so deliveries run in turn and a failure is
 * logged with what it was, without stopping the sweep.
 */
export function sweepNotifyContext(env: Bindings, now: number): NotifyContext {
  return {
    db: env.DB,
    env,
    now,
    origin: () => {
      const origin = configuredOrigin(env);
      if (!origin) throw new Error('SITE_URL is not configured: a notification email cannot link to the site, so it was not sent.');
      return origin;
    },
    fetch: (input, init) => fetch(input, init),
    defer: (work, what) =>
      work.catch((error: unknown) => console.error(JSON.stringify({ sweep: 'review reminders', ...what, error: String(error) }))),
  };
}

/** Builds the request's notify context once; handlers and services read it as `c.get('notify')`. */
export const provideNotify = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set('notify', createNotifyContext(c));
  await next();
};

async function sendEmail(ctx: NotifyContext, userId: string, n: NotificationDraft, category: EmailCategory, preferences: Preferences) {
  const { name, preference } = EMAIL_CATEGORIES[category];
  if (!preferences.notifications[preference]) return;
  const email = await emailOf(ctx.db, userId);
  if (!email) return;
  const origin = ctx.origin();
  const token = await unsubscribeTokenFor(ctx.db, userId, category, ctx.now);
  const message = mail(email, userId, n.title, [n.body], n.link ? { label: 'Open', url: `${origin}${n.link}` } : undefined, {
    label: `Stop ${name}`,
    url: `${origin}/notifications/unsubscribe?token=${token}`,
  });
  await createEmailSender(ctx.env, () => ctx.now).send(message);
}

/**
 * The one way to notify someone: stores the in-app notification (once per dedupe key) and, for
 * kinds with an email category the user allows, sends the email with an unsubscribe link for that
 * category, and a push message to the user's browsers when push is on. Email and push go out only
 * when the notification is new, so a replayed event reaches nobody twice.
 */
export async function notify(ctx: NotifyContext, userId: string, n: NotificationDraft) {
  const inserted = await insertNotificationStatement(ctx.db, userId, n, ctx.now).run();
  if (inserted.meta.changes !== 1) return;
  await send(ctx, userId, n, (work, channel) => ctx.defer(work, { notification: n.kind, channel }));
}

/** Sends a stored notification's mail and push as the user's settings allow, each through `run`. */
async function send(
  ctx: NotifyContext,
  userId: string,
  n: NotificationDraft,
  run: (work: Promise<unknown>, channel: 'email' | 'push') => Promise<unknown>,
) {
  const category = NOTIFICATION_KINDS[n.kind].email;
  const vapid = vapidOf(ctx.env);
  if (!category && !vapid) return;
  const preferences = await findPreferences(ctx.db, userId);
  if (category) await run(sendEmail(ctx, userId, n, category, preferences), 'email');
  if (vapid && preferences.notifications.push) await run(sendPush(ctx.db, vapid, userId, n, ctx.fetch), 'push');
}

/**
 * Sends the mail and push of the notifications still due under a dedupe key (those of one provider
 * event, stored with it) and takes each out of the outbox once sent. Unlike `notify` it waits and
 * lets a failure through: the caller answers with an error, the event is delivered again, and the
 * next delivery sends what is still due. A push service that fails is only logged (sendPush), so a
 * retry may repeat a push but never loses a mail.
 */
export async function deliverDue(ctx: NotifyContext, dedupeKey: string) {
  for (const row of await notificationsDue(ctx.db, dedupeKey)) {
    await send(ctx, row.user_id, row, (work) => work);
    await deliveredStatement(ctx.db, row.id).run();
  }
}
