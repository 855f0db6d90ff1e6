import { describe, expect, it } from 'vitest';
import { signedInUser } from './users';
import { appAt, DAY, firstOfKind, lessonsOfKind, payloadFor } from './learning-helpers';
import { computeStreak, localDay, safeTimeZone } from '../../functions/features/learning/streak';

type Json = Record<string, any>;

describe('calendar days in a time zone', () => {
  const instant = Date.UTC(2026, 2, 10, 23, 30); // 10 March 2026, 23:30 UTC
  it('puts one instant on different days in different zones', () => {
    expect(localDay(instant, 'UTC')).toBe('2026-03-10');
    expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-03-11');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(localDay(Date.UTC(2026, 2, 11, 6, 59), 'America/Los_Angeles')).toBe('2026-03-10');
    expect(localDay(Date.UTC(2026, 2, 11, 7, 0), 'America/Los_Angeles')).toBe('2026-03-11');
  });
  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(localDay(instant, 'Mars/Olympus_Mons')).toBe('2026-03-10');
  });
});

describe('streak arithmetic', () => {
  it('counts consecutive days ending today or yesterday, and the longest run', () => {
    const days = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05', '2026-03-06'];
    expect(computeStreak(days, '2026-03-06', 'UTC')).toMatchObject({
      currentStreak: 2,
      longestStreak: 4,
      activeToday: true,
      lastActiveDay: '2026-03-06',
    });
    expect(computeStreak(days, '2026-03-07', 'UTC')).toMatchObject({ currentStreak: 2, activeToday: false });
    expect(computeStreak(days, '2026-03-08', 'UTC')).toMatchObject({ currentStreak: 0, longestStreak: 4 });
    expect(computeStreak([], '2026-03-08', 'UTC')).toMatchObject({ currentStreak: 0, longestStreak: 0, lastActiveDay: null });
  });
});

describe('streaks across midnight through the API, with a controlled clock', () => {
  const reading = lessonsOfKind('reading');
  const save = (app: ReturnType<typeof appAt>, cookie: string, i: number) =>
    app.request('/learning-hub/progress', cookie, {
      method: 'POST',
      json: payloadFor(reading[i % reading.length]!, i >= reading.length ? false : true),
    });
  const streakOf = async (app: ReturnType<typeof appAt>, cookie: string) =>
    (await (await app.request('/learning-hub/streak', cookie)).json()) as Json;

  it('Auckland: 23:50 and 00:10 local are two days, so the streak grows to 2', async () => {
    const user = await signedInUser({ timeZone: 'Pacific/Auckland' });
    // 2026-06-15 23:50 in Auckland (UTC+12 in June) is 11:50 UTC.
    const app = appAt(Date.UTC(2026, 5, 15, 11, 50));
    await save(app, user.cookie, 0);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 1, lastActiveDay: '2026-06-15', timeZone: 'Pacific/Auckland' });
    app.advance(20 * 60_000);
    await save(app, user.cookie, 1);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 2, activeToday: true, lastActiveDay: '2026-06-16' });
  });

  it('Los Angeles: the same two UTC instants are one local day, so the streak stays 1', async () => {
    const user = await signedInUser({ timeZone: 'America/Los_Angeles' });
    const app = appAt(Date.UTC(2026, 5, 15, 11, 50)); // 04:50 in Los Angeles
    await save(app, user.cookie, 0);
    app.advance(20 * 60_000);
    await save(app, user.cookie, 1);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 1, lastActiveDay: '2026-06-15' });
    // UTC midnight passes (17:00 local): still the same local day.
    app.set(Date.UTC(2026, 5, 16, 1, 0));
    await save(app, user.cookie, 2);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 1, lastActiveDay: '2026-06-15' });
    // Local midnight passes (00:05 on the 16th in Los Angeles = 07:05 UTC).
    app.set(Date.UTC(2026, 5, 16, 7, 5));
    await save(app, user.cookie, 3);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 2, lastActiveDay: '2026-06-16' });
  });

  it('keeps the streak through the next day and drops it after a missed day', async () => {
    const user = await signedInUser({ timeZone: 'Europe/Berlin' });
    const app = appAt(Date.UTC(2026, 0, 5, 12));
    for (let i = 0; i < 3; i += 1) {
      await save(app, user.cookie, i);
      if (i < 2) app.advance(DAY);
    }
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    app.advance(DAY);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 3, activeToday: false });
    app.advance(DAY);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 0, longestStreak: 3 });
    await save(app, user.cookie, 0);
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 1, longestStreak: 3 });
  });

  it('an in-progress save counts as activity too', async () => {
    const user = await signedInUser();
    const app = appAt(Date.UTC(2026, 3, 1, 9));
    await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(firstOfKind('reading'), false) });
    expect(await streakOf(app, user.cookie)).toMatchObject({ currentStreak: 1 });
  });
});
