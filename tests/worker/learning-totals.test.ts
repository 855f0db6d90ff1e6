import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { allPlaces, appAt, DAY, grantXp, payloadFor } from './learning-helpers';
import { call } from './accounts';

type Json = Record<string, any>;
const MONDAY = Date.UTC(2026, 5, 1); // Monday 1 June 2026, 00:00 UTC

/** The running totals and the sum of the award rows, which must always agree. */
async function totalsAndAwards(userId: string, weekStart: number) {
  const totals = await env.DB.prepare('SELECT total_xp, week_start, week_xp FROM learner_totals WHERE user_id = ?')
    .bind(userId)
    .first<Json>();
  const awards = await env.DB.prepare(
    'SELECT COALESCE(SUM(xp), 0) AS all_time, COALESCE(SUM(CASE WHEN awarded_at >= ? THEN xp END), 0) AS week FROM learning_xp_awards WHERE user_id = ?',
  )
    .bind(weekStart, userId)
    .first<Json>();
  return { totals, awards };
}

/** Public learners with more XP than `xp`, by the histogram and by counting the totals. */
async function aheadBothWays(xp: number) {
  const histogram = await env.DB.prepare('SELECT COALESCE(SUM(learners), 0) AS n FROM learner_xp_histogram WHERE period = 0 AND xp > ?')
    .bind(xp)
    .first<{ n: number }>();
  const counted = await env.DB.prepare('SELECT COUNT(*) AS n FROM learner_totals WHERE is_public = 1 AND total_xp > ?')
    .bind(xp)
    .first<{ n: number }>();
  return [histogram!.n, counted!.n];
}

describe('running XP totals', () => {
  it('equal the sum of awards after concurrent and replayed saves', async () => {
    const learner = await signedInUser();
    const app = appAt(MONDAY + 3 * 3_600_000);
    const lessons = allPlaces.slice(0, 5);
    await Promise.all(
      lessons.flatMap((place) =>
        [1, 2, 3].map(() => app.request('/learning-hub/progress', learner.cookie, { method: 'POST', json: payloadFor(place) })),
      ),
    );
    const { totals, awards } = await totalsAndAwards(learner.id, MONDAY);
    expect(totals!.total_xp).toBe(awards!.all_time);
    expect(totals!.week_xp).toBe(awards!.week);
    expect(totals!.total_xp).toBe(lessons.reduce((sum, p) => sum + p.lesson.xp, 0));
  });

  it('roll over to a new week cleanly', async () => {
    const learner = await signedInUser();
    await grantXp(learner.id, 30, MONDAY + DAY);
    await grantXp(learner.id, 20, MONDAY + 7 * DAY + 60_000); // next Monday, 00:01
    const { totals, awards } = await totalsAndAwards(learner.id, MONDAY + 7 * DAY);
    expect(totals).toMatchObject({ total_xp: 50, week_start: MONDAY + 7 * DAY, week_xp: 20 });
    expect(awards).toEqual({ all_time: 50, week: 20 });
    const board = (await (await appAt(MONDAY + 8 * DAY).request('/learning-hub/leaderboard', learner.cookie)).json()) as Json;
    expect(board.week.you.xp).toBe(20);
    expect(board.allTime.you.xp).toBe(50);
  });

  it('follow privacy switches at once, and the histogram agrees with a full count', async () => {
    const learner = await signedInUser();
    await grantXp(learner.id, 5_000, MONDAY);
    expect((await aheadBothWays(4_999))[0]).toBeGreaterThanOrEqual(1);
    await call('/profile', { method: 'PATCH', cookie: learner.cookie, json: { displayName: 'Switcher' } });
    const setVisibility = (profileVisibility: string) =>
      call('/settings/preferences', {
        method: 'PUT',
        cookie: learner.cookie,
        json: {
          notifications: { email: true, push: false, marketingEmails: false, securityAlerts: true },
          privacy: { profileVisibility, dataCollection: false },
        },
      });
    expect((await setVisibility('private')).status).toBe(200);
    const [hidden, hiddenCounted] = await aheadBothWays(4_999);
    expect(hidden).toBe(hiddenCounted);
    const viewer = await signedInUser();
    const names = async () =>
      ((await (await appAt(MONDAY + DAY).request('/learning-hub/leaderboard?limit=50', viewer.cookie)).json()) as Json).allTime.entries.map(
        (e: Json) => e.displayName,
      );
    expect(await names()).not.toContain('Switcher');
    await setVisibility('public');
    expect(await names()).toContain('Switcher');
    const [shown, shownCounted] = await aheadBothWays(4_999);
    expect(shown).toBe(shownCounted);
  });

  it('leave with a deleted account', async () => {
    const learner = await signedInUser();
    await grantXp(learner.id, 7_777, MONDAY);
    await env.DB.prepare('UPDATE users SET password_hash = NULL WHERE id = ?').bind(learner.id).run();
    const email = (await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(learner.id).first<{ email: string }>())!.email;
    expect((await call('/settings/delete-account', { method: 'POST', cookie: learner.cookie, json: { confirmEmail: email } })).status).toBe(
      200,
    );
    expect(await env.DB.prepare('SELECT * FROM learner_totals WHERE user_id = ?').bind(learner.id).first()).toBeNull();
    const [histogram, counted] = await aheadBothWays(7_776);
    expect(histogram).toBe(counted);
  });
});
