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
});
