import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { sha256 } from '@oslojs/crypto/sha2';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { clientIp, enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { networkOfTheDay } from '../../lib/network-of-the-day';
import { voteSchema } from '../../../src/lib/help/votes';
import type { Vote } from '../../../src/lib/help/vote-reasons';
import faq from '../../../content/faq.json';
import { saveVote, votesOf } from './votes.repo';

const QUESTION_IDS = new Set((faq as { id: string }[]).map((q) => q.id));
/** Votes are cheap but should not be scriptable in bulk. */
const VOTES_PER_IP: RateLimit = { name: 'faq-vote:ip', max: 60, windowSeconds: 3600 };
/** The anonymous voter's browser token: random, HttpOnly, a year; only its hash is stored. */
const VOTER_COOKIE = 'atlas_voter';
const YEAR_SECONDS = 365 * 24 * 3600;

interface Voter {
  voter: string;
  userId: string | null;
}

const anonymous = (token: string): Voter => ({
  voter: `anon:${encodeHexLowerCase(sha256(new TextEncoder().encode(token)))}`,
  userId: null,
});

/** The voter: the signed-in user, else this browser's token; null for a browser that has not voted yet. */
function existingVoter(c: Context<AppEnv>): Voter | null {
  const user = c.get('user');
  if (user) return { voter: `user:${user.id}`, userId: user.id };
  const token = getCookie(c, VOTER_COOKIE);
  return token && /^[0-9a-f]{32}$/.test(token) ? anonymous(token) : null;
}

/** The voter, giving this browser a token on its first vote. */
function voterOrNew(c: Context<AppEnv>): Voter {
  const known = existingVoter(c);
  if (known) return known;
  const token = crypto.randomUUID().replaceAll('-', '');
  setCookie(c, VOTER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/v1/help',
    maxAge: YEAR_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return anonymous(token);
}

/**
 * `/help/votes`: "Was this helpful?" One vote per question per signed-in user, or per anonymous
 * browser and network and day (clearing the cookie does not add a vote), changeable; the counts
 * are for authors only and no route returns them.
 */
export const votesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const who = existingVoter(c);
    if (!who) return c.json({ votes: {} });
    return c.json({ votes: await votesOf(c.env.DB, who.voter) });
  })
  .put('/:questionId', async (c) => {
    const questionId = c.req.param('questionId');
    if (!QUESTION_IDS.has(questionId)) throw new ApiError(404, 'question_not_found', 'There is no such question in the help centre.');
    const vote = await readJson(c, voteSchema);
    await enforceRateLimit(c.env.DB, VOTES_PER_IP, clientIp(c), c.get('now'));
    const who = voterOrNew(c);
    const network = who.userId ? null : await networkOfTheDay(c.env.DB, clientIp(c), c.get('now'));
    await saveVote(c.env.DB, questionId, { ...who, network }, vote, c.get('now'));
    return c.json({ questionId, vote: { helpful: vote.helpful, reason: vote.reason ?? null } satisfies Vote });
  });
