/**
 * Live chat is staffed 9 AM to 6 PM Eastern time (America/New_York), every day. Whether it is open
 * is computed in that zone, so daylight-saving changes move the hours with New York's clocks; the
 * page shows them in the visitor's own zone.
 */
export const CHAT_HOURS = { zone: 'America/New_York', opens: 9, closes: 18 } as const;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(ms: number, zone: string): WallClock {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(ms / 60_000) * 60_000;
}

/** The instant when the zone's clocks show the given date at `hour`:00 (hours 9 and 18 always exist). */
function instantOf(year: number, month: number, day: number, hour: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(guess, zone);
  // The offset at the answer can differ from the offset at the guess across a clock change.
  return guess - offsetAt(first, zone);
}

export interface ChatStatus {
  open: boolean;
  /** When it next closes (if open) or opens (if closed), unix ms. */
  nextChange: number;
  /** Today's hours in the chat's zone, as instants (for showing in the visitor's zone). */
  opensAt: number;
  closesAt: number;
}

export function chatStatus(now: number, hours: typeof CHAT_HOURS = CHAT_HOURS): ChatStatus {
  const today = wallClock(now, hours.zone);
  const opensAt = instantOf(today.year, today.month, today.day, hours.opens, hours.zone);
  const closesAt = instantOf(today.year, today.month, today.day, hours.closes, hours.zone);
  if (now >= opensAt && now < closesAt) return { open: true, nextChange: closesAt, opensAt, closesAt };
  if (now < opensAt) return { open: false, nextChange: opensAt, opensAt, closesAt };
  // After closing: tomorrow's opening (the calendar date after today's, in the chat's zone).
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const next = instantOf(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), hours.opens, hours.zone);
  return { open: false, nextChange: next, opensAt, closesAt };
}
