// Freshness (src/lib/freshness/): how long each kind of fact stays fresh, the report an editor
// works through, the version rule for guides, and the changelog made from content dates.
import { describe, expect, test } from 'vitest';
import { changelogWeeks, weekStart, weekSummary, type Change } from '../../src/lib/freshness/changelog';
import { FRESHNESS_DAYS, ageInDays, freshnessReport, isStale, versionsIn, type Fact } from '../../src/lib/freshness/rules';
import { readContentFacts } from '../../src/lib/freshness/read-content';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fact = (kind: Fact['kind'], checked: string, where = '/x'): Fact => ({ kind, what: `${kind} fact`, where, checked: d(checked) });

describe('freshness limits', () => {
  test('a release fact is fresh for 90 days and stale from the 91st', () => {
    expect(FRESHNESS_DAYS.release).toBe(90);
    expect(isStale(fact('release', '2026-08-27'), d('2026-11-25'))).toBe(false); // 90 days
    expect(isStale(fact('release', '2026-08-26'), d('2026-11-25'))).toBe(true); // 91 days
  });
  test('a pattern page is fresh for a year', () => {
    expect(isStale(fact('pattern', '2025-11-25'), d('2026-11-25'))).toBe(false);
    expect(isStale(fact('pattern', '2025-11-24'), d('2026-11-25'))).toBe(true);
  });
  test('a date in the future is not negative age', () => {
    expect(ageInDays(d('2026-12-01'), d('2026-11-25'))).toBe(0);
  });
});

describe('the freshness report', () => {
  const facts = [
    fact('pattern', '2026-01-01', '/b'),
    fact('release', '2026-06-01', '/a'),
    fact('release', '2026-11-20', '/c'),
    fact('guide', '2026-05-20', '/d'),
  ];
  test('lists what is overdue, oldest due date first, with how overdue', () => {
    const due = freshnessReport(facts, d('2026-11-25'));
    expect(due.map((f) => [f.where, f.overdueDays])).toEqual([
      ['/a', 87],
      ['/d', 9],
    ]);
  });
  test('with a horizon, also what falls due soon', () => {
    expect(freshnessReport(facts, d('2026-11-25'), 40).map((f) => f.where)).toEqual(['/a', '/d', '/b']);
  });
  test('the shipped content has a checked date for every fact', () => {
    const all = readContentFacts();
    expect(all.length).toBeGreaterThan(400);
    for (const f of all) expect(Number.isNaN(f.checked.getTime()), `${f.where} ${f.what}`).toBe(false);
  });
});

describe('versions in text', () => {
  test('finds versions after v, ==, @ or a name, and skips IP addresses', () => {
    expect(versionsIn('TRL v1.9.0, peft==0.20.0, promptfoo@0.123.1, 127.0.0.1:8000, 10.0.0.5, ATLAS 5.6.0')).toEqual([
      '1.9.0',
      '0.20.0',
      '0.123.1',
      '5.6.0',
    ]);
  });
});

describe('the changelog', () => {
  const change = (kind: Change['kind'], date: string, title: string = kind): Change => ({ kind, title, href: `/${title}`, date: d(date) });
  test('weeks start on Monday in UTC', () => {
    expect(weekStart(d('2026-11-25')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(weekStart(d('2026-11-23')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(weekStart(d('2026-11-29')).toISOString().slice(0, 10)).toBe('2026-11-23');
  });
  test('groups changes by week, newest first, news before pages, and summarises each week', () => {
    const weeks = changelogWeeks(
      [
        change('technique', '2026-11-24', 'ReAct'),
        change('news', '2026-11-25', 'A'),
        change('technique', '2026-11-10', 'CoT'),
        change('technique', '2026-11-25', 'ToT'),
      ],
      10,
    );
    expect(weeks.map((w) => w.id)).toEqual(['week-2026-11-23', 'week-2026-11-09']);
    expect(weeks[0]!.groups.map((g) => [g.kind, g.changes.map((c) => c.title)])).toEqual([
      ['news', ['A']],
      ['technique', ['ToT', 'ReAct']],
    ]);
    expect(weekSummary(weeks[0]!)).toBe('1 news item written up, 2 technique pages reviewed or updated');
  });
  test('keeps only the most recent weeks asked for', () => {
    expect(changelogWeeks([change('guide', '2026-01-05'), change('guide', '2026-02-05'), change('guide', '2026-03-05')], 2)).toHaveLength(
      2,
    );
  });
});
