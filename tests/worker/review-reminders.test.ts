import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { notifyContextFor } from './helpers';
import { appAt, DAY, lessonsOfKind, payloadFor } from './learning-helpers';
import { sendReviewReminders } from '../../functions/features/review/review-reminders';
import { courseIndex } from '../../functions/features/learning/course';

type Json = Record<string, any>;
const deck = lessonsOfKind('flashcards')[0]!;

/** A learner with a deck's cards (due at once), made at `at`. */
async function learnerWithCards(at: number, timeZone = 'UTC') {
  const user = await signedInUser({ timeZone });
  const app = appAt(at);
  const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(deck, false) });
  expect(res.status).toBe(200);
  return { user, app };
}

/** Runs the sweep at a moved clock. */
const sweepAt = (now: number) => sendReviewReminders({ ...notifyContextFor(env), now });

async function remindersOf(userId: string) {
  const { results } = await env.DB.prepare("SELECT title, link, created_at FROM notifications WHERE user_id = ? AND kind = 'review_due'")
    .bind(userId)
    .all<Json>();
  return results;
}
async function mailsOf(userId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM email_outbox WHERE user_id = ?').bind(userId).all<Json>();
  return results.filter((m) => JSON.stringify(m).includes('due for review'));
}

describe('the daily review reminder (scheduled sweep)', () => {
  it('reminds a learner with cards due once a day, by email with a one-click unsubscribe link, and again the next day', async () => {
    const morning = Date.UTC(2026, 10, 26, 10, 17);
    const { user } = await learnerWithCards(morning - 60_000);
    await sweepAt(morning);
    const [reminder] = await remindersOf(user.id);
    expect(reminder).toMatchObject({
      title: `${courseIndex.course.reviewItems[deck.lesson.id]!.length} cards are due for review`,
      link: '/learning-hub/review',
    });
    const mails = await mailsOf(user.id);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toMatch(/\/notifications\/unsubscribe\?token=/);

    // Later sweeps the same day, and sweeps running at once, send nothing more.
    await Promise.all([sweepAt(morning + 60 * 60_000), sweepAt(morning + 60 * 60_000)]);
    await sweepAt(morning + 10 * 60 * 60_000);
    expect(await remindersOf(user.id)).toHaveLength(1);
    expect(await mailsOf(user.id)).toHaveLength(1);

    await sweepAt(morning + DAY);
    expect(await remindersOf(user.id)).toHaveLength(2);
  });

  it('sends nothing when no card is due', async () => {
    const morning = Date.UTC(2026, 10, 27, 10, 17);
    const { user, app } = await learnerWithCards(morning - 60_000);
    // Grade every card: none is due until tomorrow.
    const queue = (await (await app.request('/learning-hub/review', user.cookie)).json()) as Json;
    for (const card of queue.cards as Json[]) {
      await app.request(`/learning-hub/review/${card.id}`, user.cookie, { method: 'POST', json: { grade: 'good' } });
    }
    await sweepAt(morning);
    expect(await remindersOf(user.id)).toEqual([]);
  });

  it('waits for 09:00 in the learner’s time zone', async () => {
    // 10:17 UTC is 02:17 in Los Angeles (PST) and 19:17 in Tokyo.
    const at = Date.UTC(2026, 10, 28, 10, 17);
    const west = await learnerWithCards(at - 60_000, 'America/Los_Angeles');
    const east = await learnerWithCards(at - 60_000, 'Asia/Tokyo');
    await sweepAt(at);
    expect(await remindersOf(west.user.id)).toEqual([]);
    expect(await remindersOf(east.user.id)).toHaveLength(1);
    await sweepAt(at + 7 * 60 * 60_000); // 09:17 in Los Angeles
    expect(await remindersOf(west.user.id)).toHaveLength(1);
  });

  it('sends no email to a learner who turned email notifications off (the reminder stays in the app)', async () => {
    const morning = Date.UTC(2026, 10, 29, 10, 17);
    const { user, app } = await learnerWithCards(morning - 60_000);
    const prefs = await app.request('/settings/preferences', user.cookie, {
      method: 'PUT',
      json: {
        notifications: { email: false, push: false, marketingEmails: false, securityAlerts: true },
        privacy: { profileVisibility: 'private', dataCollection: false },
      },
    });
    expect(prefs.status).toBe(200);
    await sweepAt(morning);
    expect(await remindersOf(user.id)).toHaveLength(1);
    expect(await mailsOf(user.id)).toEqual([]);
  });
});
