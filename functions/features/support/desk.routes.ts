import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { sameSecret } from '../../lib/same-secret';
import { routeNotFound } from '../../middleware/errors';
import { clientIp, countHit, refundHits, tooManyAttempts, type RateLimit } from '../../lib/rate-limit';
import { deliverMail } from '../email/deliver';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/notify';
import { mail } from '../email/account-emails';
import { answerRequest, openQueue, requestExists } from './support.repo';
import { toSupportRequestView } from './support.views';
import { deskAnswerSchema, type DeskAnswered, type DeskQueue } from './support.schemas';

/** Wrong desk tokens per address: the holder never meets it, a guesser soon does. */
const WRONG_TOKENS_PER_IP: RateLimit = { name: 'support:desk-token', max: 10, windowSeconds: 3600 };

/**
 * `/support/desk`: the support desk's queue and answers, for whoever holds SUPPORT_DESK_TOKEN (the
 * site has no staff accounts). Without a configured token these routes answer like unknown ones;
 * with one, a missing or wrong bearer token is 401, and after 10 wrong ones in an hour an address
 * gets 429 until the hour ends. Used by `npm run support:desk`.
 */
export const deskRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const expected = c.env.SUPPORT_DESK_TOKEN;
    if (!expected) throw routeNotFound(c);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    // Every request counts as a guess before the token is compared, and a right one is taken back:
    // an address past the limit is refused whatever it sends, so guessing on cannot succeed.
    const guess = await countHit(c.env.DB, WRONG_TOKENS_PER_IP, clientIp(c), c.get('now'));
    if (guess.hits > WRONG_TOKENS_PER_IP.max) throw tooManyAttempts(guess.retryAfter);
    if (!(await sameSecret(given, expected))) throw new ApiError(401, 'desk_unauthorized', 'The support desk token is missing or wrong.');
    await refundHits(c.env.DB, [guess]);
    await next();
  })
  /** Open requests, priority first, then the earliest deadline (the queue's index). */
  .get('/requests', async (c) => {
    return c.json({
      requests: (await openQueue(c.env.DB)).map((r) => ({ ...toSupportRequestView(r), email: r.email })),
    } satisfies DeskQueue);
  })
  .post('/requests/:id/answer', async (c) => {
    const { answer } = await readJson(c, deskAnswerSchema);
    const id = c.req.param('id');
    const now = c.get('now');
    const updated = await answerRequest(c.env.DB, id, answer, now);
    if (!updated) {
      throw (await requestExists(c.env.DB, id))
        ? new ApiError(409, 'already_answered', 'This request has been answered already.')
        : new ApiError(404, 'support_request_not_found', 'There is no such support request.');
    }
    // A visitor's address was never confirmed: the answer quotes none of the visitor's own text.
    await deliverMail(
      c,
      updated.user_id
        ? mail(updated.email, updated.user_id, `Re: ${updated.subject}`, [answer, `Your request: ${updated.subject}`])
        : mail(updated.email, null, 'Re: your Agent Atlas support request', [answer, `Reference: ${updated.id}`]),
    );
    if (updated.user_id) await notify(c.get('notify'), updated.user_id, messages.supportAnswered(updated.id, updated.subject));
    return c.json({ request: toSupportRequestView(updated) } satisfies DeskAnswered);
  });
