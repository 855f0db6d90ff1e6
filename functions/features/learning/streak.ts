import type { StreakRecord } from './learning.schemas';

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

/** Days since 1970-01-01 for a 'YYYY-MM-DD' string; calendar arithmetic only, no time zone involved. */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Current and longest streak from the days with activity, as seen on `today`. */
export function computeStreak(days: readonly string[], today: string, timeZone: string): StreakRecord {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of numbers) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const todayNumber = dayNumber(today);
  const last = numbers.at(-1);
  let current = 0;
  // A day ahead of today only happens after the learner moves west; it still counts as recent.
  if (last !== undefined && Math.abs(todayNumber - last) <= 1) current = run;
  const lastDay = last === undefined ? null : new Date(last * 86_400_000).toISOString().slice(0, 10);
  return { currentStreak: current, longestStreak: longest, activeToday: last === todayNumber, lastActiveDay: lastDay, timeZone };
}
