import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../functions/features/notifications/notifications.schemas';
import { appAt, DAY, lessonsOfKind, payloadFor } from './learning-helpers';
import { signedInUser } from './users';

const reading = lessonsOfKind('reading');

describe('notifications from learning', () => {
  it('an achievement, a level and a 3-day streak each notify once, in the app only', async () => {
    const { cookie } = await signedInUser({ timeZone: 'UTC' });
    const app = appAt(Date.UTC(2026, 4, 4, 10));
    const save = (i: number) => app.request('/learning-hub/progress', cookie, { method: 'POST', json: payloadFor(reading[i]!) });
    const list = async () => ((await (await app.request('/notifications', cookie)).json()) as NotificationPage).notifications;

    // Day 1: lessons until the XP passes 100 (level 2).
    let xp = 0;
    let i = 0;
    while (xp < 100) {
      expect((await save(i)).status).toBe(200);
      xp += reading[i]!.lesson.xp;
      i += 1;
    }
    const day1 = await list();
    expect(day1.filter((n) => n.kind === 'level_reached').map((n) => n.title)).toEqual(['You reached level 2']);
    expect(day1.some((n) => n.kind === 'achievement_unlocked')).toBe(true);
    const achievements = day1.filter((n) => n.kind === 'achievement_unlocked').length;

    // Saving a completed lesson again unlocks nothing new and notifies nothing new.
    await save(0);
    expect((await list()).length).toBe(day1.length);

    // Days 2 and 3: the streak reaches 3.
    app.advance(DAY);
    await save(i);
    app.advance(DAY);
    await save(i + 1);
    const streak = (await list()).filter((n) => n.kind === 'streak_milestone');
    expect(streak.map((n) => n.title)).toEqual(['3-day learning streak']);
    expect((await list()).filter((n) => n.kind === 'achievement_unlocked').length).toBeGreaterThanOrEqual(achievements);
  });
});
