import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, post, registeredUser } from './accounts';
import { DEMO_SOLUTIONS as SOLUTIONS } from '../demo-solutions';

type AttemptResponse = { solved: boolean; explanation: string; solvedLevels: number[]; newAchievements: { id: string }[] };
const attempt = async (cookie: string, level: number | string, text: string) =>
  post(`/demo/challenges/${level}/attempts`, { text }, { cookie });
const rowsOf = async (userId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM demo_challenge_solutions WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;

describe('demo challenge attempts', () => {
  it('need a signed-in learner', async () => {
    expect((await post('/demo/challenges/1/attempts', { text: SOLUTIONS[1] })).status).toBe(401);
    expect((await call('/demo/challenges')).status).toBe(401);
  });

  it('a valid solution is checked by re-running the engine, recorded, and unlocks the first achievement', async () => {
    const { cookie } = await registeredUser();
    const res = await attempt(cookie, 1, SOLUTIONS[1]!);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AttemptResponse;
    expect(body).toMatchObject({ solved: true, solvedLevels: [1] });
    expect(body.explanation).toMatch(/every instruction it reads/);
    expect(body.newAchievements.map((a) => a.id)).toEqual(['demo-first-gap']);
    const achievements = (await (await call('/learning-hub/achievements', { cookie })).json()) as { achievements: { id: string }[] };
    expect(achievements.achievements.map((a) => a.id)).toContain('demo-first-gap');
    expect(await (await call('/demo/challenges', { cookie })).json()).toEqual({ solvedLevels: [1] });
  });

  it('a replayed solution changes nothing: one row, no second achievement', async () => {
    const { cookie, id } = await registeredUser();
    await attempt(cookie, 1, SOLUTIONS[1]!);
    const again = (await (await attempt(cookie, 1, SOLUTIONS[1]!)).json()) as AttemptResponse;
    expect(again).toMatchObject({ solved: true, solvedLevels: [1], newAchievements: [] });
    expect(await rowsOf(id)).toBe(1);
  });

  it('a forged claim records nothing: text that does not work, and a "solved" flag, are both refused', async () => {
    const { cookie, id } = await registeredUser();
    const failed = (await (await attempt(cookie, 1, 'Nice weather today.')).json()) as AttemptResponse;
    expect(failed).toMatchObject({ solved: false, solvedLevels: [], newAchievements: [] });
    // Level 1's solution does not pass level 2's keyword filter, whatever the client believes.
    const filtered = (await (await attempt(cookie, 2, SOLUTIONS[1]!)).json()) as AttemptResponse;
    expect(filtered.solved).toBe(false);
    expect(filtered.explanation).toMatch(/keyword filter/);
    const flagged = await post('/demo/challenges/1/attempts', { text: 'hello', solved: true }, { cookie });
    expect(flagged.status).toBe(422);
    expect(await rowsOf(id)).toBe(0);
  });

  it('solving all five levels unlocks the red-teamer achievement', async () => {
    const { cookie } = await registeredUser();
    let last: AttemptResponse | null = null;
    for (const level of [1, 2, 3, 4, 5]) last = (await (await attempt(cookie, level, SOLUTIONS[level]!)).json()) as AttemptResponse;
    expect(last).toMatchObject({ solved: true, solvedLevels: [1, 2, 3, 4, 5] });
    expect(last!.newAchievements.map((a) => a.id)).toEqual(['demo-red-teamer']);
  });

  it('answers bad input with a specific status and keeps what was saved', async () => {
    const { cookie, id } = await registeredUser();
    await attempt(cookie, 1, SOLUTIONS[1]!);
    expect((await attempt(cookie, 'abc', SOLUTIONS[1]!)).status).toBe(422);
    expect((await attempt(cookie, 9, SOLUTIONS[1]!)).status).toBe(404);
    expect((await attempt(cookie, 1, '')).status).toBe(422);
    expect((await attempt(cookie, 1, 'x'.repeat(2001))).status).toBe(422);
    expect((await post('/demo/challenges/1/attempts', { text: 42 }, { cookie })).status).toBe(422);
    const malformed = await call('/demo/challenges/1/attempts', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    });
    expect(malformed.status).toBe(400);
    expect(await rowsOf(id)).toBe(1);
  });
});
