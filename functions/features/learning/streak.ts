import type { StreakRecord } from './learning.schemas';
import { walkStreak } from '../../../src/lib/learning/streaks';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Zone names already checked, with the zone each stands for; cleared when it grows past any real list of zones. */
const checkedZones = new Map<string, string>();
const MAX_CHECKED_ZONES = 1000;

/**
 * A valid IANA zone name, or UTC when the stored one is unknown to the runtime. Checking builds an
 * Intl formatter, which costs more than the rest of a progress save's own work, so each name is
 * checked once per isolate.
 */
export function safeTimeZone(timeZone: string): string {
  const known = checkedZones.get(timeZone);
  if (known !== undefined) return known;
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    zone = timeZone;
  } catch {
    // unknown to the runtime: UTC
  }
  if (checkedZones.size >= MAX_CHECKED_ZONES) checkedZones.clear();
  checkedZones.set(timeZone, zone);
  return zone;
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
