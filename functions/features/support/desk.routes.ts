import { Hono } from 'hono';
import { z } from 'zod';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { deliverMail } from '../email/deliver';
import { messages } from '../notifications/messages';
import { notify, notifyContext } from '../notifications/notify';
import { mail } from '../email/account-emails';
import { answerRequest, openQueue, requestExists, view } from './support.repo';

const answerSchema = z.strictObject({
  answer: z
    .string({ error: 'Write the answer.' })
    .trim()
    .min(10, 'Write an answer of at least 10 characters.')
    .max(10_000, 'Keep the answer to 10,000 characters.'),
});

const encoder = new TextEncoder();
const sameToken = (given: string, expected: string) => {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return a.length === b.length && constantTimeEqual(a, b);
};

/**
 * `/support/desk`: the support desk's queue and answers, for whoever holds SUPPORT_DESK_TOKEN (the
 * site has no staff accounts). Without a configured token these routes answer like unknown ones;
 * with one, a missing or wrong bearer token is 401. Used by `npm run support:desk`.
 */
export const deskRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const expected = c.env.SUPPORT_DESK_TOKEN;
    if (!expected) throw new ApiError(404, 'route_not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.`);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, expected)) throw new ApiError(401, 'desk_unauthorized', 'The support desk token is missing or wrong.');
    await next();
  })
  /** Open requests, priority first, then the earliest deadline (the queue's index). */
  .get('/requests', async (c) => {
    return c.json({ requests: (await openQueue(c.env.DB)).map((r) => ({ ...view(r), email: r.email })) });
  })
  .post('/requests/:id/answer', async (c) => {
    const { answer } = await readJson(c, answerSchema);
    const id = c.req.param('id');
    const now = c.get('now');
    const updated = await answerRequest(c.env.DB, id, answer, now);
    if (!updated) {
      throw (await requestExists(c.env.DB, id))
        ? new ApiError(409, 'already_answered', 'This request has been answered already.')
        : new ApiError(404, 'support_request_not_found', 'There is no such support request.');
    }
    await deliverMail(
      c,
      mail(updated.email, updated.user_id ?? null, `Re: ${updated.subject}`, [answer, `Your request: ${updated.subject}`]),
    );
    if (updated.user_id) await notify(notifyContext(c), updated.user_id, messages.supportAnswered(updated.id, updated.subject));
    return c.json({ request: view(updated) });
  });
