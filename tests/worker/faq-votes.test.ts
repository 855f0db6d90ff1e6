import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call } from './accounts';
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
});
