import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from '../../src/lib/certificates/certificates';

const base = {
  journeyTitle: 'Securing agents',
  id: 'abcdefghijklmnopqrstuvwxyz',
  url: 'https://agent-atlas.dev/certificates/abcdefghijklmnopqrstuvwxyz',
};

describe("LinkedIn's add-to-profile address", () => {
  it('fills in every certification field LinkedIn documents', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...base, issuedAt: Date.UTC(2026, 10, 25, 12) }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect([...url.searchParams]).toEqual([
      ['startTask', 'CERTIFICATION_NAME'],
      ['name', 'Securing agents (Learning Hub journey)'],
      ['organizationName', 'Agent Atlas'],
      ['issueYear', '2026'],
      ['issueMonth', '11'],
      ['certUrl', base.url],
      ['certId', base.id],
    ]);
  });

  it('dates the issue in UTC, as the page does, across a month and a year boundary', () => {
    const at = (ms: number) => new URL(linkedInAddToProfileUrl({ ...base, issuedAt: ms })).searchParams;
    const newYearsEve = at(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect([newYearsEve.get('issueYear'), newYearsEve.get('issueMonth')]).toEqual(['2026', '12']);
    const newYear = at(Date.UTC(2027, 0, 1, 0, 0, 0));
    expect([newYear.get('issueYear'), newYear.get('issueMonth')]).toEqual(['2027', '1']);
  });

  it('keeps titles with reserved characters intact', () => {
    const title = 'Agents & tools: 100% "safe"? #1';
    const url = new URL(linkedInAddToProfileUrl({ ...base, journeyTitle: title, issuedAt: 0 }));
    expect(url.searchParams.get('name')).toBe(`${title} (Learning Hub journey)`);
    expect(url.searchParams.get('certUrl')).toBe(base.url);
  });
});
