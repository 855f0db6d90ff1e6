import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, validationFailed } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { clientIp, countHit, enforceRateLimit, refundHits, tooManyAttempts, type RateLimit } from '../../lib/rate-limit';
import {
  acknowledgementSubject,
  responseHours,
  SUPPORT_CATEGORIES,
  SUPPORT_CONFIRM_EMAIL_MESSAGE,
  SUPPORT_RULES,
  SUPPORT_SUCCESS_MESSAGE,
} from '../../../src/lib/support/support';
import { requireUser } from '../auth/session.middleware';
import { entitlementsOf } from '../billing/entitlements';
import { deliverMail } from '../email/deliver';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/notify';
import { humanCheckFor, type HumanCheck } from './human-check';
import { mail } from '../email/account-emails';
import { insertRequest, requestsOf, type SupportRow } from './support.repo';
import { toSupportRequestView } from './support.views';
import { supportRequestSchema, type SupportRequests, type SupportRequestSent } from './support.schemas';

/** Enough for real conversations, too few to flood the desk. */
const PER_USER: RateLimit = { name: 'support:user', max: 10, windowSeconds: 3600 };
const PER_IP: RateLimit = { name: 'support:ip', max: 5, windowSeconds: 3600 };
const PER_EMAIL: RateLimit = { name: 'support:email', max: 3, windowSeconds: 3600 };
/** Failed human checks per address: enough for people who get it wrong, few enough that bots stop asking. */
const FAILED_CHECKS_PER_IP: RateLimit = { name: 'support:check-failures', max: 20, windowSeconds: 3600 };
const HOUR = 3_600_000;
/** Outside production, desk mail goes to this address of the development mailbox. */
const LOCAL_SUPPORT_EMAIL = 'support@agent-atlas.localhost';

/**
 * The sender's receipt and the desk's notice, through the one email sender. A signed-in sender's
 * address is confirmed, so their receipt repeats the request; a visitor's address is whatever was
 * typed, so theirs is a plain receipt with none of the visitor's text: the form cannot be used to
 * send someone else our mail carrying words of the sender's choosing.
 */
async function sendMails<E extends AppEnv>(c: Context<E>, row: SupportRow, userId: string | null) {
  const hours = responseHours(row.priority === 1);
  const category = SUPPORT_CATEGORIES[row.category];
  const thanks = ['Thank you for writing to Agent Atlas support.', `We aim to answer within ${hours} hours, at this address.`];
  await deliverMail(
    c,
    userId
      ? mail(row.email, userId, acknowledgementSubject(row.subject), [
          ...thanks,
          `Category: ${category}\nSubject: ${row.subject}\n\n${row.message}`,
        ])
      : mail(row.email, null, 'We received your support request', [
          ...thanks,
          `Reference: ${row.id}`,
          'If you did not write to us, someone else gave this address: you can ignore this message.',
        ]),
  );
  const desk = c.env.SUPPORT_EMAIL ?? (c.env.APP_ENV === 'production' ? null : LOCAL_SUPPORT_EMAIL);
  if (!desk) {
    console.error(JSON.stringify({ requestId: c.get('requestId'), error: 'SUPPORT_EMAIL is not configured', supportRequest: row.id }));
    return;
  }
  await deliverMail(
    c,
    mail(desk, null, `${row.priority ? '[PRIORITY] ' : ''}[${category}] ${row.subject}`, [
      `From: ${row.email}${userId ? ' (signed in)' : ' (visitor)'}`,
      `Answer by: ${new Date(row.respond_by).toISOString()}`,
      `Request: ${row.id}`,
      row.message,
    ]),
  );
}

/**
 * The human check, with failed checks limited per address: each is counted before the token is
 * verified (so a burst cannot slip past) and taken back when it passes.
 */
async function passHumanCheck<E extends AppEnv>(c: Context<E>, check: HumanCheck, token: string, ip: string) {
  const attempt = await countHit(c.env.DB, FAILED_CHECKS_PER_IP, ip, c.get('now'));
  if (attempt.hits > FAILED_CHECKS_PER_IP.max) throw tooManyAttempts(attempt.retryAfter);
  if (!(await check.verify(token, ip))) {
    throw new ApiError(403, 'human_check_failed', 'Please complete the check that you are not a robot, then send again.');
  }
  await refundHits(c.env.DB, [attempt]);
}

/**
 * `/support/requests`: support requests from signed-in users and from visitors (with their email,
 * a human check and a honeypot). Priority support is an Enterprise entitlement: the server marks
 * the request and sets the 2-hour target from the plan in effect.
 */
export const supportRoutes = new Hono<AppEnv>()
  .get('/requests', requireUser(), async (c) => {
    return c.json({ requests: (await requestsOf(c.env.DB, c.get('user').id)).map(toSupportRequestView) } satisfies SupportRequests);
  })
  .post('/requests', async (c) => {
    const user = c.get('user');
    const now = c.get('now');
    const ip = clientIp(c);
    const input = await readJson(c, supportRequestSchema);
    if (input.website) {
      throw new ApiError(400, 'spam_rejected', 'This request was not sent: a field meant to stay empty was filled in. Please try again.');
    }
    let email: string;
    if (user) {
      // Answers go to the account's address, so it must be one its owner has confirmed.
      if (!user.emailVerified) throw new ApiError(403, 'email_not_confirmed', SUPPORT_CONFIRM_EMAIL_MESSAGE);
      await enforceRateLimit(c.env.DB, PER_USER, user.id, now);
      email = user.email;
    } else {
      if (!input.email) throw validationFailed([{ path: 'email', message: SUPPORT_RULES.email }]);
      email = input.email.toLowerCase();
      const check = humanCheckFor(c.env);
      if (!check)
        throw new ApiError(503, 'human_check_not_configured', 'The support form cannot take requests right now. Please try again later.');
      await passHumanCheck(c, check, input.humanCheckToken ?? '', ip);
      // Counted only for requests that passed the check, so failed checks in someone's name never
      // use up their address's or their email's allowance.
      await enforceRateLimit(c.env.DB, PER_IP, ip, now);
      await enforceRateLimit(c.env.DB, PER_EMAIL, email, now);
    }
    const prioritySupport = user ? (await entitlementsOf(c.env.DB, user.id)).prioritySupport : false;
    const row: SupportRow = {
      id: crypto.randomUUID(),
      email,
      category: input.category,
      subject: input.subject,
      message: input.message,
      priority: prioritySupport ? 1 : 0,
      respond_by: now + responseHours(prioritySupport) * HOUR,
      status: 'open',
      answer: null,
      answered_at: null,
      created_at: now,
    };
    await insertRequest(c.env.DB, row, user?.id ?? null);
    await sendMails(c, row, user?.id ?? null);
    if (user) await notify(c.get('notify'), user.id, messages.supportReceived(row.id, row.subject, responseHours(prioritySupport)));
    return c.json({ message: SUPPORT_SUCCESS_MESSAGE, request: toSupportRequestView(row) } satisfies SupportRequestSent, 201);
  });
