import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { LEARNING_LIMITS } from '../../functions/features/learning/learning-limits';
import { AUTH_LIMITS } from '../../functions/features/auth/auth-limits';
import { courseIndex } from '../../functions/features/learning/course';
import { ORIGIN } from './helpers';
import { appAt, firstOfKind, payloadFor } from './learning-helpers';
import { signedInUser } from './users';

const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;

describe('limits on the Learning Hub', () => {
  it('caps progress saves per learner per minute with 429 and Retry-After, keeping what was saved', async () => {
    const start = Date.UTC(2026, 5, 1, 12, 0, 0);
    const app = appAt(start);
    const { cookie } = await signedInUser();
    const reading = firstOfKind('reading');
    for (let i = 0; i < LEARNING_LIMITS.progressPerUser.max; i++) {
      const res = await app.request('/learning-hub/progress', cookie, { method: 'POST', json: payloadFor(reading, i % 2 === 0) });
      expect(res.status).toBe(200);
    }
    const refused = await app.request('/learning-hub/progress', cookie, { method: 'POST', json: payloadFor(reading) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    const stats = (await (await app.request('/learning-hub/xp', cookie)).json()) as { totalXp: number };
    expect(stats.totalXp).toBe(reading.lesson.xp);
    app.advance(61_000);
    expect((await app.request('/learning-hub/progress', cookie, { method: 'POST', json: payloadFor(reading) })).status).toBe(200);
  });

  it('caps public quiz checks per address', async () => {
    const fixed = Date.UTC(2026, 5, 1, 12, 0, 0); // mid-window, so the requests share one window
    const app = createApp({ clock: () => fixed + 1000 });
    const ip = uniqueIp();
    const quiz = firstOfKind('quiz');
    const key = courseIndex.quizKeys.get(quiz.lesson.id)![0]!;
    const check = () =>
      app.request(
        `${ORIGIN}/api/v1/learning-hub/quiz/${quiz.lesson.id}/check`,
        {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
          body: JSON.stringify({ questionId: key.id, answer: 0 }),
        },
        env,
      );
    const statuses: number[] = [];
    for (let i = 0; i <= LEARNING_LIMITS.quizCheckPerIp.max; i++) statuses.push((await check()).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('limits on emailed links and social sign-in', () => {
  it('caps email confirmations per address', async () => {
    const app = createApp();
    const ip = uniqueIp();
    const verify = () =>
      app.request(
        `${ORIGIN}/api/v1/auth/verify-email`,
        {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
          body: JSON.stringify({ token: 'x'.repeat(32) }),
        },
        env,
      );
    for (let i = 0; i < AUTH_LIMITS.verifyPerIp.max; i++) expect((await verify()).status).not.toBe(429);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends a flood of social sign-in callbacks back to the callback page with rate_limited', async () => {
    const app = createApp();
    const ip = uniqueIp();
    const oauthEnv = { ...env, GITHUB_CLIENT_ID: 'gh', GITHUB_CLIENT_SECRET: 'secret' };
    const callback = () =>
      app.request(`${ORIGIN}/api/v1/auth/github/callback?code=c&state=s`, { headers: { 'cf-connecting-ip': ip } }, oauthEnv);
    for (let i = 0; i < AUTH_LIMITS.oauthCallbackPerIp.max; i++) {
      expect((await callback()).headers.get('location')).toBe('/auth/callback?error=invalid_state');
    }
    const refused = await callback();
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/auth/callback?error=rate_limited');
  });
});
