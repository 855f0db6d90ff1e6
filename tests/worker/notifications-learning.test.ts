import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../functions/features/notifications/notifications.schemas';
import { appAt, DAY, lessonsOfKind, payloadFor } from './learning-helpers';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';

const reading = lessonsOfKind('reading');

describe('notifications from learning', () => {
  it('an achievement, a level and a 3-day streak each notify once, in the app only', async () => {
    const { id, cookie } = await signedInUser({ timeZone: 'UTC' });
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
    const firstDayAchievements = day1.filter((n) => n.kind === 'achievement_unlocked').map((n) => n.id);

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
    // Every achievement unlocked so far notified exactly once, the ones of the first day among them.
    const unlocked = await env.DB.prepare('SELECT COUNT(*) AS n FROM learning_achievements WHERE user_id = ?')
      .bind(id)
      .first<{ n: number }>();
    const notified = (await list()).filter((n) => n.kind === 'achievement_unlocked');
    expect(notified.length).toBe(unlocked?.n);
    expect(notified.map((n) => n.id)).toEqual(expect.arrayContaining(firstDayAchievements));
    // In the app only: none of it was mailed.
    const mails = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE user_id = ? OR to_address = ?')
      .bind(id, `${id}@example.test`)
      .first<{ n: number }>();
    expect(mails?.n).toBe(0);
  });
});
