import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, validationFailed } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { clientIp, enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { supportRequestSchema } from '../../../src/lib/support/request-schema';
import {
  RESPONSE_TARGET_HOURS,
  SUPPORT_CATEGORIES,
  SUPPORT_SUCCESS_MESSAGE,
  type SupportRequestView,
} from '../../../src/lib/support/support';
import { requireUser } from '../auth/session.middleware';
import { entitlementsOf } from '../billing/entitlements';
import { deliverMail } from '../email/deliver';
import { messages } from '../notifications/messages';
import { notify, notifyContext } from '../notifications/notify';
import { humanCheckFor } from './human-check';

/** Enough for real conversations, too few to flood the desk. */
const PER_USER: RateLimit = { name: 'support:user', max: 10, windowSeconds: 3600 };
const PER_IP: RateLimit = { name: 'support:ip', max: 5, windowSeconds: 3600 };
const PER_EMAIL: RateLimit = { name: 'support:email', max: 3, windowSeconds: 3600 };
const HOUR = 3_600_000;
/** Outside production, desk mail goes to this address of the development mailbox. */
const LOCAL_SUPPORT_EMAIL = 'support@agent-atlas.localhost';

export interface SupportRow {
  id: string;
  user_id?: string | null;
  email: string;
  category: SupportRequestView['category'];
  subject: string;
  message: string;
  priority: number;
  respond_by: number;
  status: SupportRequestView['status'];
  answer: string | null;
  answered_at: number | null;
  created_at: number;
}

export const view = (r: SupportRow): SupportRequestView => ({
  id: r.id,
  category: r.category,
  subject: r.subject,
  message: r.message,
  priority: r.priority === 1,
  respondBy: r.respond_by,
  status: r.status,
  answer: r.answer,
  answeredAt: r.answered_at,
  createdAt: r.created_at,
});

/** The sender's copy and the desk's notice, through the one email sender. */
async function sendMails(c: Context<AppEnv>, row: SupportRow, userId: string | null) {
  const hours = row.priority ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard;
  const category = SUPPORT_CATEGORIES[row.category];
  await deliverMail(c, {
    to: row.email,
    userId,
    subject: `We received your support request: ${row.subject}`,
    text: [
      'Thank you for writing to Agent Atlas support.',
      `We aim to answer within ${hours} hours, at this address.`,
      `Category: ${category}\nSubject: ${row.subject}\n\n${row.message}`,
      '— Agent Atlas',
    ].join('\n\n'),
    html: `<p>Thank you for writing to Agent Atlas support.</p><p>We aim to answer within ${hours} hours, at this address.</p><p>— Agent Atlas</p>`,
  });
  const desk = c.env.SUPPORT_EMAIL ?? (c.env.APP_ENV === 'production' ? null : LOCAL_SUPPORT_EMAIL);
  if (!desk) {
    console.error(JSON.stringify({ requestId: c.get('requestId'), error: 'SUPPORT_EMAIL is not configured', supportRequest: row.id }));
    return;
  }
  await deliverMail(c, {
    to: desk,
    userId: null,
    subject: `${row.priority ? '[PRIORITY] ' : ''}[${category}] ${row.subject}`,
    text: [
      `From: ${row.email}${userId ? ' (signed in)' : ' (visitor)'}`,
      `Answer by: ${new Date(row.respond_by).toISOString()}`,
      `Request: ${row.id}`,
      row.message,
    ].join('\n\n'),
    html: `<p>From: ${row.email.replace(/[<>&"]/g, '')}</p><p>Request ${row.id}</p>`,
  });
}

/**
 * `/support/requests`: support requests from signed-in users and from visitors (with their email,
 * a human check and a honeypot). Priority support is an Enterprise entitlement: the server marks
 * the request and sets the 2-hour target from the plan in effect.
 */
export const supportRoutes = new Hono<AppEnv>()
  .get('/requests', requireUser(), async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM support_requests WHERE user_id = ? ORDER BY created_at DESC LIMIT 50')
      .bind(c.get('user')!.id)
      .all<SupportRow>();
    return c.json({ requests: results.map(view) });
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
      await enforceRateLimit(c.env.DB, PER_USER, user.id, now);
      email = user.email;
    } else {
      if (!input.email) throw validationFailed([{ path: 'email', message: 'Enter your email address so we can answer you.' }]);
      email = input.email.toLowerCase();
      await enforceRateLimit(c.env.DB, PER_IP, ip, now);
      await enforceRateLimit(c.env.DB, PER_EMAIL, email, now);
      const check = humanCheckFor(c.env);
      if (!check)
        throw new ApiError(503, 'human_check_not_configured', 'The support form cannot take requests right now. Please try again later.');
      if (!(await check.verify(input.humanCheckToken ?? '', ip))) {
        throw new ApiError(403, 'human_check_failed', 'Please complete the check that you are not a robot, then send again.');
      }
    }
    const prioritySupport = user ? (await entitlementsOf(c.env.DB, user.id)).prioritySupport : false;
    const row: SupportRow = {
      id: crypto.randomUUID(),
      email,
      category: input.category,
      subject: input.subject,
      message: input.message,
      priority: prioritySupport ? 1 : 0,
      respond_by: now + (prioritySupport ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard) * HOUR,
      status: 'open',
      answer: null,
      answered_at: null,
      created_at: now,
    };
    await c.env.DB.prepare(
      'INSERT INTO support_requests (id, user_id, email, category, subject, message, priority, respond_by, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        row.id,
        user?.id ?? null,
        row.email,
        row.category,
        row.subject,
        row.message,
        row.priority,
        row.respond_by,
        row.status,
        row.created_at,
      )
      .run();
    await sendMails(c, row, user?.id ?? null);
    if (user)
      await notify(
        notifyContext(c),
        user.id,
        messages.supportReceived(row.id, row.subject, prioritySupport ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard),
      );
    return c.json({ message: SUPPORT_SUCCESS_MESSAGE, request: view(row) }, 201);
  });
