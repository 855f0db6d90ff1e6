import type { StreakRecord } from './learning.schemas';
import { walkStreak } from '../../../src/lib/learning/streaks';

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

/**
 * Per zone: its date formatter, and the last day it gave with that instant's quarter hour of UTC.
 * Every offset a zone uses today, and every change between them, falls on a quarter hour of UTC,
 * so the date in a zone cannot change within one; formatting is the costliest step of a progress
 * save's own work, and a save asks for the day more than once.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const zoneDays = new Map<string, { format: Intl.DateTimeFormat; quarter: number; day: string }>();

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone, via Intl (no hand-written zone rules). */
export function localDay(now: number, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const quarter = Math.floor(now / QUARTER_HOUR_MS);
  let entry = zoneDays.get(zone);
  if (entry?.quarter === quarter) return entry.day;
  if (!entry) {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    entry = { format, quarter, day: '' };
    zoneDays.set(zone, entry);
  }
  const parts = Object.fromEntries(entry.format.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  entry.quarter = quarter;
  entry.day = `${parts.year}-${parts.month}-${parts.day}`;
  return entry.day;
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
