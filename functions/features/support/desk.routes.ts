import { Hono } from 'hono';
import { z } from 'zod';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { deliverMail } from '../email/deliver';
import { messages } from '../notifications/messages';
import { notify, notifyContext } from '../notifications/notify';
import { view, type SupportRow } from './support.routes';

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
    const { results } = await c.env.DB.prepare(
      "SELECT * FROM support_requests WHERE status = 'open' ORDER BY priority DESC, respond_by LIMIT 50",
    ).all<SupportRow>();
    return c.json({ requests: results.map((r) => ({ ...view(r), email: r.email })) });
  })
  .post('/requests/:id/answer', async (c) => {
    const { answer } = await readJson(c, answerSchema);
    const id = c.req.param('id');
    const now = c.get('now');
    const updated = await c.env.DB.prepare(
      "UPDATE support_requests SET status = 'answered', answer = ?, answered_at = ? WHERE id = ? AND status = 'open' RETURNING *",
    )
      .bind(answer, now, id)
      .first<SupportRow>();
    if (!updated) {
      const exists = await c.env.DB.prepare('SELECT 1 FROM support_requests WHERE id = ?').bind(id).first();
      throw exists
        ? new ApiError(409, 'already_answered', 'This request has been answered already.')
        : new ApiError(404, 'support_request_not_found', 'There is no such support request.');
    }
    await deliverMail(c, {
      to: updated.email,
      userId: updated.user_id ?? null,
      subject: `Re: ${updated.subject}`,
      text: [answer, `Your request: ${updated.subject}`, '— Agent Atlas support'].join('\n\n'),
      html: `<p>${answer.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`).replace(/\n/g, '<br>')}</p><p>— Agent Atlas support</p>`,
    });
    if (updated.user_id) await notify(notifyContext(c), updated.user_id, messages.supportAnswered(updated.id, updated.subject));
    return c.json({ request: view(updated) });
  });
