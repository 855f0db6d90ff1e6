import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { allPlaces, appAt, payloadFor } from './learning-helpers';

type Json = Record<string, any>;

describe('concurrent saves keep XP and the leaderboard exact', () => {
  it(
    '50 learners saving at once, with duplicates, end with exactly the XP their lessons grant; the leaderboard agrees',
    { timeout: 120_000 },
    async () => {
      const app = appAt(Date.UTC(2026, 4, 6, 12, 0));
      const learners = await Promise.all(Array.from({ length: 50 }, (_, i) => signedInUser({ displayName: `Concurrent ${i}` })));
      const plans = learners.map((learner, i) => ({ learner, lessons: allPlaces.slice(i % 7, (i % 7) + 1 + (i % 4)) }));
      // Every save is sent twice, all at once.
      const saves = plans.flatMap(({ learner, lessons }) =>
        lessons.flatMap((place) =>
          [0, 1].map(() => app.request('/learning-hub/progress', learner.cookie, { method: 'POST', json: payloadFor(place) })),
        ),
      );
      const statuses = (await Promise.all(saves)).map((r) => r.status);
      expect(statuses.every((s) => s === 200)).toBe(true);

      for (const { learner, lessons } of plans) {
        const expected = lessons.reduce((sum, place) => sum + place.lesson.xp, 0);
        const xp = (await (await app.request('/learning-hub/xp', learner.cookie)).json()) as Json;
        expect(xp.totalXp).toBe(expected);
        const rows = await env.DB.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(xp), 0) AS total FROM learning_xp_awards WHERE user_id = ?')
          .bind(learner.id)
          .first<{ n: number; total: number }>();
        expect(rows).toEqual({ n: lessons.length, total: expected });
      }

      const viewer = plans[0]!.learner;
      const board = (await (await app.request('/learning-hub/leaderboard?limit=50', viewer.cookie)).json()) as Json;
      const totals = new Map(plans.map(({ learner, lessons }) => [learner.id, lessons.reduce((sum, p) => sum + p.lesson.xp, 0)]));
      for (const entry of board.allTime.entries as Json[]) {
        const match = /^Concurrent (\d+)$/.exec(entry.displayName);
        if (match) expect(entry.xp).toBe(totals.get(learners[Number(match[1])]!.id));
      }
      expect(board.allTime.you.xp).toBe(totals.get(viewer.id));
    },
  );
});
