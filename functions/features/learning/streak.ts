import type { StreakRecord } from './learning.schemas';
import { walkStreak } from '../../../src/lib/learning/streaks';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A valid IANA zone name, or UTC when the stored one is unknown to the runtime. */
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone, via Intl (no hand-written zone rules). */
export function localDay(now: number, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Current and longest streak from the days with activity, as seen on `today`, with streak freezes (walkStreak). */
export function computeStreak(days: readonly string[], today: string, timeZone: string): StreakRecord {
  const walk = walkStreak(days, today);
  const last = [...days].sort().at(-1) ?? null;
  return {
    currentStreak: walk.current,
    longestStreak: walk.longest,
    activeToday: days.includes(today),
    lastActiveDay: last,
    timeZone,
    freezes: walk.freezes,
    frozenDays: walk.frozenDays,
  };
}
