import { describe, expect, it } from 'vitest';
import { signedInUser } from './users';
import { appAt, DAY, firstOfKind, payloadFor } from './learning-helpers';

type Json = Record<string, any>;

describe('streak freezes on the server', () => {
  for (const timeZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
    it(`${timeZone}: seven days earn a freeze, a missed day uses it and the streak goes on`, async () => {
      const user = await signedInUser({ timeZone });
      // 12:00 UTC: the same calendar day in each of these zones from morning to night.
      const app = appAt(Date.UTC(2026, 6, 1, 12, 0));
      const send = (path: string, init: RequestInit & { json?: unknown } = {}) => app.request(path, user.cookie, init);
      const save = async () =>
        expect((await send('/learning-hub/progress', { method: 'POST', json: payloadFor(firstOfKind('reading'), false) })).status).toBe(
          200,
        );
      const streak = async () => (await (await send('/learning-hub/streak')).json()) as Json;

      for (let day = 0; day < 7; day++) {
        await save();
        if (day < 6) app.advance(DAY);
      }
      expect(await streak()).toMatchObject({ currentStreak: 7, freezes: 1, frozenDays: [] });
      app.advance(2 * DAY); // 8 July missed
      expect(await streak()).toMatchObject({ currentStreak: 7, freezes: 0, frozenDays: ['2026-07-08'] });
      await save();
      expect(await streak()).toMatchObject({ currentStreak: 8, activeToday: true, freezes: 0 });
      app.advance(3 * DAY); // two more missed, no freeze left
      expect(await streak()).toMatchObject({ currentStreak: 0, longestStreak: 8 });
    });
  }
});
