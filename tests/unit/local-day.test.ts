import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay, safeTimeZone } from '../../functions/features/learning/streak';

afterEach(() => vi.restoreAllMocks());

describe("the learner's local day", () => {
  it('is the calendar day in the zone, and in UTC for a zone the runtime does not know', () => {
    const at = Date.UTC(2026, 4, 11, 23, 30);
    expect(localDay(at, 'UTC')).toBe('2026-05-11');
    expect(localDay(at, 'Europe/Berlin')).toBe('2026-05-12');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-05-11');
    expect(safeTimeZone('Not/A_Zone')).toBe('UTC');
    expect(localDay(at, 'Not/A_Zone')).toBe('2026-05-11');
  });

  it('checks a zone once, not on every call (each save asks for the day several times)', () => {
    localDay(Date.UTC(2026, 0, 1), 'Asia/Tokyo');
    safeTimeZone('Not/Another_Zone');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 20; i++) {
      expect(localDay(Date.UTC(2026, 0, 1, 0, i), 'Asia/Tokyo')).toBe('2026-01-01');
      expect(safeTimeZone('Not/Another_Zone')).toBe('UTC');
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('gives the same day as formatting every time, minute by minute through midnights and clock changes', () => {
    // Zones with quarter- and half-hour offsets and a half-hour clock change (Lord Howe), across a
    // night of each kind of change in 2026.
    const zones = ['Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns', 'Europe/Berlin', 'Asia/Kolkata'];
    const nights = [Date.UTC(2026, 2, 28, 0), Date.UTC(2026, 3, 4, 0), Date.UTC(2026, 9, 3, 0), Date.UTC(2026, 10, 1, 0)];
    for (const zone of zones) {
      const fresh = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (const start of nights) {
        for (let minute = 0; minute < 48 * 60; minute += 1) {
          const at = start + minute * 60_000 + 59_000;
          expect(localDay(at, zone), `${zone} at ${new Date(at).toISOString()}`).toBe(fresh.format(at));
        }
      }
    }
  });
});
