import { describe, expect, it } from 'vitest';
import { chatStatus } from '../../src/lib/help/chat-hours';

const at = (iso: string) => Date.parse(iso);

describe('live chat hours (9 AM–6 PM in New York)', () => {
  it('in winter (EST, UTC−5) opens at 14:00 UTC and closes at 23:00 UTC', () => {
    expect(chatStatus(at('2026-01-15T13:59:00Z'))).toMatchObject({ open: false, nextChange: at('2026-01-15T14:00:00Z') });
    expect(chatStatus(at('2026-01-15T14:00:00Z'))).toMatchObject({ open: true, nextChange: at('2026-01-15T23:00:00Z') });
    expect(chatStatus(at('2026-01-15T23:00:00Z'))).toMatchObject({ open: false, nextChange: at('2026-01-16T14:00:00Z') });
  });

  it('in summer (EDT, UTC−4) opens at 13:00 UTC and closes at 22:00 UTC', () => {
    expect(chatStatus(at('2026-07-01T13:30:00Z'))).toMatchObject({
      open: true,
      opensAt: at('2026-07-01T13:00:00Z'),
      closesAt: at('2026-07-01T22:00:00Z'),
    });
    expect(chatStatus(at('2026-07-01T22:30:00Z')).open).toBe(false);
  });

  it('on both sides of the spring change (Sunday 8 March 2026): the same UTC time is closed before and open after', () => {
    // 13:30 UTC is 8:30 AM EST on Saturday and 9:30 AM EDT on Monday.
    expect(chatStatus(at('2026-03-07T13:30:00Z')).open).toBe(false);
    expect(chatStatus(at('2026-03-09T13:30:00Z')).open).toBe(true);
    // On the day itself, clocks jump at 2 AM; 9 AM is already EDT.
    expect(chatStatus(at('2026-03-08T12:00:00Z'))).toMatchObject({ open: false, nextChange: at('2026-03-08T13:00:00Z') });
    // Saturday evening after closing, the next opening is Sunday 9 AM EDT.
    expect(chatStatus(at('2026-03-07T23:30:00Z')).nextChange).toBe(at('2026-03-08T13:00:00Z'));
  });

  it('on both sides of the autumn change (Sunday 1 November 2026): the same UTC time is open before and closed after', () => {
    // 13:30 UTC is 9:30 AM EDT on Saturday and 8:30 AM EST on Monday.
    expect(chatStatus(at('2026-10-31T13:30:00Z')).open).toBe(true);
    expect(chatStatus(at('2026-11-02T13:30:00Z')).open).toBe(false);
    // 22:30 UTC is 6:30 PM EDT (closed) on Saturday and 5:30 PM EST (open) on Monday.
    expect(chatStatus(at('2026-10-31T22:30:00Z')).open).toBe(false);
    expect(chatStatus(at('2026-11-02T22:30:00Z')).open).toBe(true);
    // Saturday after closing, Sunday's opening is already in EST.
    expect(chatStatus(at('2026-10-31T23:00:00Z')).nextChange).toBe(at('2026-11-01T14:00:00Z'));
  });
});
