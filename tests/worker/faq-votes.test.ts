import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { createApp } from '../../functions/app';
import { call } from './accounts';
import { ORIGIN, requestApp } from './helpers';
import { signedInUser } from './users';

const vote = (questionId: string, json: unknown, headers: Record<string, string> = {}, ip?: string) =>
  call(`/help/votes/${questionId}`, { method: 'PUT', json, headers, ip });
const rows = async (questionId: string, voterLike: string) =>
  (
    await env.DB.prepare('SELECT helpful, reason FROM faq_votes WHERE question_id = ? AND voter LIKE ?')
      .bind(questionId, voterLike)
      .all<{ helpful: number; reason: string | null }>()
  ).results;
const voterCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('atlas_voter='))!
    .split(';')[0]!;

describe('"was this helpful" votes', () => {
  it('an anonymous browser votes once per question, can change its vote, and sees only its own votes', async () => {
    const first = await vote('plans', { helpful: false, reason: 'unclear' });
    expect(first.status).toBe(200);
    const cookie = voterCookie(first);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(await first.json()).toEqual({ questionId: 'plans', vote: { helpful: false, reason: 'unclear' } });
    // The same vote again, then a change: still one row.
    await vote('plans', { helpful: false, reason: 'unclear' }, { cookie });
    await vote('plans', { helpful: true }, { cookie });
    const token = cookie.split('=')[1]!;
    const mine = (
      await env.DB.prepare("SELECT voter, helpful, reason FROM faq_votes WHERE question_id = 'plans' AND voter NOT LIKE 'user:%'").all<{
        voter: string;
        helpful: number;
        reason: string | null;
      }>()
    ).results.filter((r) => r.helpful === 1 && r.reason === null);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((r) => !r.voter.includes(token))).toBe(true); // only the token's hash is stored
    expect(await (await call('/help/votes', { headers: { cookie } })).json()).toEqual({
      votes: { plans: { helpful: true, reason: null } },
    });
    expect(await (await call('/help/votes')).json()).toEqual({ votes: {} });
  });

  it('a signed-in user votes as themselves, across browsers', async () => {
    const { id, cookie } = await signedInUser();
    await vote('streaks', { helpful: true }, { cookie });
    await vote('streaks', { helpful: false, reason: 'outdated' }, { cookie });
    expect(await rows('streaks', `user:${id}`)).toEqual([{ helpful: 0, reason: 'outdated' }]);
    expect(await (await call('/help/votes', { cookie })).json()).toEqual({ votes: { streaks: { helpful: false, reason: 'outdated' } } });
  });

  it('refuses unknown questions, a reason with "yes", other fields and wrong types, and storms of votes', async () => {
    expect((await vote('no-such-question', { helpful: true })).status).toBe(404);
    expect((await vote('plans', { helpful: true, reason: 'unclear' })).status).toBe(422);
    expect((await vote('plans', { helpful: 'yes' })).status).toBe(422);
    expect((await vote('plans', { helpful: false, reason: 'boring' })).status).toBe(422);
    expect((await vote('plans', { helpful: true, count: 100 })).status).toBe(422);
    const ip = '203.0.113.200';
    const statuses = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await vote('plans', { helpful: true }, {}, ip)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  describe('anonymous votes count once per question, network and day', () => {
    const DAY = 86_400_000;
    let clock = Date.UTC(2026, 10, 2, 9);
    const app = createApp({ clock: () => clock });
    const voteAt = (questionId: string, json: unknown, ip: string, cookie?: string) =>
      requestApp(
        app,
        `${ORIGIN}/api/v1/help/votes/${questionId}`,
        {
          method: 'PUT',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(json),
        },
        env,
      );
    const anonymousVotes = async (questionId: string) =>
      (
        await env.DB.prepare("SELECT helpful, reason FROM faq_votes WHERE question_id = ? AND voter LIKE 'anon:%' ORDER BY updated_at")
          .bind(questionId)
          .all<{ helpful: number; reason: string | null }>()
      ).results;

    it('dropping the voter cookie does not make a new voter: the latest vote from the network is the one kept', async () => {
      const before = (await anonymousVotes('phones')).length;
      const ip = '192.0.2.77';
      for (const json of [
        { helpful: true },
        { helpful: true },
        { helpful: false, reason: 'outdated' },
        { helpful: true },
        { helpful: false },
      ]) {
        expect((await voteAt('phones', json, ip)).status).toBe(200); // no cookie: a fresh browser each time
      }
      const after = await anonymousVotes('phones');
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual({ helpful: 0, reason: null });
      // Another question from the same network is its own vote; another network too.
      expect((await voteAt('streaks', { helpful: true }, ip)).status).toBe(200);
      expect((await voteAt('phones', { helpful: true }, '192.0.2.78')).status).toBe(200);
      expect(await anonymousVotes('phones')).toHaveLength(before + 2);
    });

    it('addresses in one IPv6 /64 are one network, however they are written', async () => {
      const before = (await anonymousVotes('leaderboard-visibility')).length;
      for (const ip of ['2001:db8:77:1::1', '2001:DB8:77:1:abcd::9', '2001:db8:77:1:ffff:ffff:ffff:ffff%eth0', '2001:0db8:0077:0001::2']) {
        expect((await voteAt('leaderboard-visibility', { helpful: true }, ip)).status).toBe(200);
      }
      expect(await anonymousVotes('leaderboard-visibility')).toHaveLength(before + 1);
    });

    it('a browser that keeps its cookie still changes its own vote, and the next day counts anew', async () => {
      const before = (await anonymousVotes('xp-and-levels')).length;
      const ip = '192.0.2.79';
      const first = await voteAt('xp-and-levels', { helpful: true }, ip);
      const cookie = voterCookie(first);
      await voteAt('xp-and-levels', { helpful: false, reason: 'unclear' }, ip, cookie);
      expect(await anonymousVotes('xp-and-levels')).toHaveLength(before + 1);
      clock += DAY;
      await voteAt('xp-and-levels', { helpful: true }, ip);
      expect(await anonymousVotes('xp-and-levels')).toHaveLength(before + 2);
    });

    it('never stores the address, nor a hash anyone could recompute from it', async () => {
      const ip = '192.0.2.80';
      await voteAt('quiz-scoring', { helpful: true }, ip);
      const rows = (await env.DB.prepare("SELECT * FROM faq_votes WHERE question_id = 'quiz-scoring'").all<Record<string, unknown>>())
        .results;
      const text = JSON.stringify(rows);
      expect(text).not.toContain(ip);
      for (const guess of [ip, `${ip}:2026-11-03`, `2026-11-03:${ip}`]) {
        expect(text).not.toContain(encodeHexLowerCase(sha256(new TextEncoder().encode(guess))));
      }
    });
  });
});
