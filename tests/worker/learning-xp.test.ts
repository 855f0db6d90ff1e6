import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { api } from './helpers';
import { signedInUser } from './users';
import { firstOfKind, grantXp, payloadFor } from './learning-helpers';
import { xpRecord } from '../../src/lib/learning/levels';

type Json = Record<string, any>;

describe('XP is granted once per lesson', () => {
  it('20 concurrent completions of one lesson award its XP exactly once', async () => {
    const user = await signedInUser();
    const place = firstOfKind('reading');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('/learning-hub/progress', { method: 'POST', headers: { cookie: user.cookie }, json: payloadFor(place) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Json[];
    expect(bodies.filter((b) => b.xpAwarded > 0)).toHaveLength(1);
    expect(bodies.reduce((sum, b) => sum + b.xpAwarded, 0)).toBe(place.lesson.xp);
    const unlocks = bodies.flatMap((b) => b.newAchievements.map((a: Json) => a.id));
    expect(unlocks.filter((id) => id === 'first-lesson')).toHaveLength(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n, SUM(xp) AS xp FROM learning_xp_awards WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number; xp: number }>();
    expect(rows).toEqual({ n: 1, xp: place.lesson.xp });
    const progressRows = await env.DB.prepare('SELECT COUNT(*) AS n FROM learning_progress WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(progressRows?.n).toBe(1);
    const xp = (await (await api('/learning-hub/xp', { headers: { cookie: user.cookie } })).json()) as Json;
    expect(xp.totalXp).toBe(place.lesson.xp);
  });

  it('never lets a client-sent xpEarned raise the award', async () => {
    const user = await signedInUser();
    const place = firstOfKind('quiz');
    const body = (await (
      await api('/learning-hub/progress', {
        method: 'POST',
        headers: { cookie: user.cookie },
        json: payloadFor(place, true, { xpEarned: 5000 }),
      })
    ).json()) as Json;
    expect(body.xpAwarded).toBe(place.lesson.xp);
    expect(body.xp.totalXp).toBe(place.lesson.xp);
  });
});

describe('level rule (docs/product.md, Learning rules)', () => {
  it.each([
    [0, { level: 1, currentLevelXp: 0, nextLevelXp: 100 }],
    [99, { level: 1, currentLevelXp: 99, nextLevelXp: 100 }],
    [100, { level: 2, currentLevelXp: 0, nextLevelXp: 200 }],
    [199, { level: 2, currentLevelXp: 99, nextLevelXp: 200 }],
    [200, { level: 3, currentLevelXp: 0, nextLevelXp: 300 }],
  ])('a learner with %i XP is reported by /xp as %o', async (total, expected) => {
    const user = await signedInUser();
    if (total > 0) await grantXp(user.id, total, Date.now());
    const xp = (await (await api('/learning-hub/xp', { headers: { cookie: user.cookie } })).json()) as Json;
    expect(xp).toEqual({ totalXp: total, ...expected });
    expect(xpRecord(total)).toEqual(xp);
  });

  it('crosses a level boundary when a completion brings XP to 100', async () => {
    const user = await signedInUser();
    const place = firstOfKind('reading');
    await grantXp(user.id, 100 - place.lesson.xp, Date.now());
    const body = (await (
      await api('/learning-hub/progress', { method: 'POST', headers: { cookie: user.cookie }, json: payloadFor(place) })
    ).json()) as Json;
    expect(body.xp).toEqual({ totalXp: 100, level: 2, currentLevelXp: 0, nextLevelXp: 200 });
    expect(body.newAchievements.map((a: Json) => a.id)).toContain('level-2');
  });
});
