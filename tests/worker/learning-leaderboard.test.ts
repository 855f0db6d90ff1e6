import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { signedInUser } from './users';
import { appAt, DAY, grantXp } from './learning-helpers';
import { publicName, weekStart } from '../../functions/features/learning/leaderboard';

type Json = Record<string, any>;
const board = async (cookie: string, query = '') =>
  (await (await api(`/learning-hub/leaderboard${query}`, { headers: { cookie } })).json()) as Json;

/** XP far above anything other tests grant, so these learners lead every board. */
const HUGE = 10_000_000;

describe('leaderboard', () => {
  it('lists display names and figures only, never emails or ids', async () => {
    const star = await signedInUser({ displayName: 'Ada Star', email: 'ada.private@example.test' });
    await grantXp(star.id, HUGE + 500, Date.now());
    const viewer = await signedInUser();
    const res = await api('/learning-hub/leaderboard', { headers: { cookie: viewer.cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('ada.private@example.test');
    expect(text).not.toContain(star.id);
    expect(text).not.toContain(viewer.id);
    expect(text).not.toMatch(/@/);
    const body = JSON.parse(text) as Json;
    expect(body.allTime.entries[0]).toEqual({ rank: 1, displayName: 'Ada Star', xp: HUGE + 500, isYou: false });
    for (const entry of [...body.allTime.entries, ...body.week.entries])
      expect(Object.keys(entry).sort()).toEqual(['displayName', 'isYou', 'rank', 'xp']);
  });

  it('leaves private profiles out of the lists, but shows a private learner their own standing', async () => {
    const hidden = await signedInUser({ displayName: 'Hidden Hopper', profileVisibility: 'private' });
    await grantXp(hidden.id, HUGE + 900, Date.now());
    const viewer = await signedInUser();
    const seen = await board(viewer.cookie, '?limit=50');
    expect(JSON.stringify(seen)).not.toContain('Hidden Hopper');
    const own = await board(hidden.cookie, '?limit=50');
    expect(JSON.stringify(own.allTime.entries)).not.toContain('Hidden Hopper');
    expect(own.profileVisibility).toBe('private');
    expect(own.allTime.you).toMatchObject({ rank: 1, displayName: 'Hidden Hopper', xp: HUGE + 900, listed: false });
  });

  it("includes the signed-in learner's own rank even when they are outside the top list", async () => {
    const leader = await signedInUser({ displayName: 'Leader' });
    await grantXp(leader.id, HUGE + 2000, Date.now());
    const me = await signedInUser({ displayName: 'Modest Me' });
    await grantXp(me.id, 1, Date.now());
    const body = await board(me.cookie, '?limit=1');
    expect(body.allTime.entries).toHaveLength(1);
    expect(body.allTime.entries[0].isYou).toBe(false);
    expect(body.allTime.you.rank).toBeGreaterThan(1);
    expect(body.allTime.you).toMatchObject({ displayName: 'Modest Me', xp: 1, listed: false });
    const top = await board(leader.cookie, '?limit=1');
    expect(top.allTime.entries[0]).toMatchObject({ displayName: 'Leader', isYou: true });
    expect(top.allTime.you).toMatchObject({ rank: top.allTime.entries[0].rank, listed: true });
  });

  it('gives a learner without XP no rank yet', async () => {
    const fresh = await signedInUser();
    const body = await board(fresh.cookie);
    expect(body.allTime.you).toMatchObject({ rank: null, xp: 0, listed: false });
    expect(body.week.you).toMatchObject({ rank: null, xp: 0 });
  });

  it('counts this week from Monday 00:00 UTC', async () => {
    const now = Date.UTC(2026, 8, 9, 15); // Wednesday 9 September 2026
    const monday = Date.UTC(2026, 8, 7);
    expect(weekStart(now)).toBe(monday);
    expect(weekStart(monday)).toBe(monday);
    expect(weekStart(monday - 1)).toBe(Date.UTC(2026, 7, 31));
    const learner = await signedInUser({ displayName: 'Weekly Wanda' });
    await grantXp(learner.id, 40, monday - 1);
    await grantXp(learner.id, 25, monday);
    await grantXp(learner.id, 10, now - DAY);
    const app = appAt(now);
    const body = (await (await app.request('/learning-hub/leaderboard?limit=50', learner.cookie)).json()) as Json;
    expect(body.week.startsAt).toBe('2026-09-07T00:00:00.000Z');
    expect(body.week.you.xp).toBe(35);
    expect(body.allTime.you.xp).toBe(75);
  });

  it('ties share a rank', async () => {
    const a = await signedInUser({ displayName: 'Tie A' });
    const b = await signedInUser({ displayName: 'Tie B' });
    await grantXp(a.id, HUGE * 3, Date.now());
    await grantXp(b.id, HUGE * 3, Date.now());
    const body = await board(a.cookie, '?limit=2');
    expect(body.allTime.entries.map((e: Json) => e.rank)).toEqual([1, 1]);
    expect(body.allTime.you.rank).toBe(1);
  });

  it('refuses a bad limit with 422', async () => {
    const user = await signedInUser();
    expect((await api('/learning-hub/leaderboard?limit=500', { headers: { cookie: user.cookie } })).status).toBe(422);
    expect((await api('/learning-hub/leaderboard?limit=abc', { headers: { cookie: user.cookie } })).status).toBe(422);
  });
});

describe('public names', () => {
  it('uses the display name, else first name and last initial, else a neutral label', () => {
    expect(publicName({ display_name: ' Grace ', first_name: 'G', last_name: 'H' })).toBe('Grace');
    expect(publicName({ display_name: '', first_name: 'Grace', last_name: 'hopper' })).toBe('Grace H.');
    expect(publicName({ display_name: '', first_name: 'Grace', last_name: '' })).toBe('Grace');
    expect(publicName({ display_name: '', first_name: '', last_name: '' })).toBe('Anonymous learner');
  });
});
