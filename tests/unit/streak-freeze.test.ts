import { describe, expect, it } from 'vitest';
import { computeStreak, localDay } from '../../functions/features/learning/streak';
import { FREEZE_EVERY_DAYS, MAX_FREEZES, walkStreak } from '../../src/lib/learning/streaks';

/** 'YYYY-MM-DD' for n days after a start day. */
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const run = (from: string, count: number) => Array.from({ length: count }, (_, i) => plus(from, i));

describe('streak freezes', () => {
  it('a 7-day streak earns one freeze; 6 days earn none', () => {
    expect(walkStreak(run('2026-03-01', 6), '2026-03-06')).toMatchObject({ current: 6, freezes: 0 });
    expect(walkStreak(run('2026-03-01', FREEZE_EVERY_DAYS), '2026-03-07')).toMatchObject({ current: 7, freezes: 1 });
  });

  it('holds at most two, however long the streak', () => {
    expect(walkStreak(run('2026-03-01', 14), '2026-03-14').freezes).toBe(2);
    expect(walkStreak(run('2026-03-01', 60), plus('2026-03-01', 59)).freezes).toBe(MAX_FREEZES);
  });

  it('is used automatically on a missed day: the streak survives and the freeze is gone', () => {
    const days = run('2026-03-01', 7); // up to 03-07
    const w = walkStreak([...days, '2026-03-09'], '2026-03-09'); // 03-08 missed
    expect(w).toEqual({ current: 8, longest: 8, freezes: 0, frozenDays: ['2026-03-08'] });
  });

  it('without a freeze a missed day ends the streak, as before', () => {
    expect(walkStreak([...run('2026-03-01', 6), '2026-03-08'], '2026-03-08')).toMatchObject({ current: 1, longest: 6, freezes: 0 });
  });

  it('two freezes bridge two missed days, not three', () => {
    const days = run('2026-03-01', 14); // up to 03-14, two freezes
    expect(walkStreak([...days, '2026-03-17'], '2026-03-17')).toMatchObject({
      current: 15,
      freezes: 0,
      frozenDays: ['2026-03-15', '2026-03-16'],
    });
    expect(walkStreak([...days, '2026-03-18'], '2026-03-18')).toMatchObject({ current: 1, longest: 14, freezes: 0 });
  });

  it('today is never missed before it is over; a freeze is only spent once the day has passed', () => {
    const days = run('2026-03-01', 7);
    expect(walkStreak(days, '2026-03-08')).toMatchObject({ current: 7, freezes: 1, frozenDays: [] });
    expect(walkStreak(days, '2026-03-09')).toMatchObject({ current: 7, freezes: 0, frozenDays: ['2026-03-08'] });
    expect(walkStreak(days, '2026-03-10')).toMatchObject({ current: 0, freezes: 0 });
  });

  it('no activity, no streak and no freezes', () => {
    expect(walkStreak([], '2026-03-10')).toEqual({ current: 0, longest: 0, freezes: 0, frozenDays: [] });
  });
});

describe('streak freezes on both sides of midnight in several time zones', () => {
  // Seven active days, 1–7 June in the learner's zone; 8 June is missed. Instants are checked one
  // minute before and one minute after local midnight, so the day boundary is the zone's own.
  const zones: [string, number][] = [
    ['UTC', 0],
    ['America/Los_Angeles', -7 * 60], // PDT in June
    ['Asia/Kolkata', 5 * 60 + 30],
    ['Pacific/Auckland', 12 * 60], // NZST in June
    ['Asia/Kathmandu', 5 * 60 + 45],
  ];
  const days = run('2026-06-01', 7);
  /** The instant of local wall-clock time `hh:mm` on `day` in a zone `offset` minutes from UTC. */
  const at = (day: string, hh: number, mm: number, offset: number) => Date.parse(`${day}T00:00:00Z`) + (hh * 60 + mm - offset) * 60_000;

  for (const [zone, offset] of zones) {
    it(`${zone}: the freeze is held until 8 June is over, then spent; 9 June missed too ends the streak`, () => {
      const before = at('2026-06-08', 23, 59, offset);
      const after = at('2026-06-09', 0, 1, offset);
      expect(localDay(before, zone)).toBe('2026-06-08');
      expect(localDay(after, zone)).toBe('2026-06-09');
      expect(computeStreak(days, localDay(before, zone), zone)).toMatchObject({ currentStreak: 7, freezes: 1, frozenDays: [] });
      expect(computeStreak(days, localDay(after, zone), zone)).toMatchObject({
        currentStreak: 7,
        freezes: 0,
        frozenDays: ['2026-06-08'],
      });
      const nextBefore = at('2026-06-09', 23, 59, offset);
      const nextAfter = at('2026-06-10', 0, 1, offset);
      expect(computeStreak(days, localDay(nextBefore, zone), zone).currentStreak).toBe(7);
      expect(computeStreak(days, localDay(nextAfter, zone), zone).currentStreak).toBe(0);
    });
  }
});
