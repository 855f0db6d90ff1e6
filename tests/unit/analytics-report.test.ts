import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { analyticsReport, formatReport } from '../../scripts/analytics/report.mjs';

function dbWith(rows: [day: string, path: string, event: string, prop: string, count: number][]) {
  const db = new DatabaseSync(':memory:');
  db.exec(readFileSync('functions/migrations/0024_analytics.sql', 'utf8'));
  const insert = db.prepare('INSERT INTO analytics_daily (day, path, event, prop, count) VALUES (?, ?, ?, ?, ?)');
  for (const row of rows) insert.run(...row);
  return db;
}

describe('npm run analytics:report', () => {
  const db = dbWith([
    ['2026-11-20', '/patterns', 'pageview', '', 10],
    ['2026-11-21', '/patterns', 'pageview', '', 10],
    ['2026-11-21', '/patterns', 'engagement', '', 5],
    ['2026-11-21', '/patterns', 'scroll', '50', 4],
    ['2026-11-21', '/about', 'pageview', '', 3],
    ['2026-10-01', '/about', 'pageview', '', 500], // outside the window
    ['2026-11-22', '/search', 'search', '0', 2],
    ['2026-11-22', '/search', 'search', '6+', 6],
    ['2026-11-22', '/learning-hub/agent-foundations/the-agent-loop', 'lesson_completed', 'the-agent-loop', 1],
    ['2026-11-22', '/patterns', 'outbound', 'arxiv.org', 3],
    ['2026-11-22', '/nowhere', 'not_found', '', 2],
  ]);

  it('sums the window per page and per question, newest day included, older days left out', () => {
    const r = analyticsReport(db, { days: 30, today: '2026-11-24' });
    expect(r.since).toBe('2026-10-26');
    expect(r.pages).toEqual([
      { path: '/patterns', views: 20, engaged: 5, halfway: 4, finished: 0 },
      { path: '/about', views: 3, engaged: 0, halfway: 0, finished: 0 },
    ]);
    expect(r.searches).toEqual([
      { results: '0', searches: 2 },
      { results: '6+', searches: 6 },
    ]);
    expect(r.lessons).toEqual([{ lesson: 'the-agent-loop', completions: 1 }]);
    expect(r.outbound).toEqual([{ host: 'arxiv.org', clicks: 3 }]);
    expect(r.notFound).toEqual([{ path: '/nowhere', hits: 2 }]);
  });

  it('prints shares a reader can act on', () => {
    const text = formatReport(analyticsReport(db, { days: 30, today: '2026-11-24' }));
    expect(text).toMatch(/\/patterns\s+20\s+25 %\s+20 %\s+0 %/);
    expect(text).toMatch(/Site search \(8 searches, never their text\)/);
    expect(text).toMatch(/0\s+2\s+25 %/);
  });

  it('prints what the database holds without letting it drive the terminal', () => {
    const hostile = dbWith([
      ['2026-11-22', '/a\u001b]0;owned\u0007\u001b[2J', 'pageview', '', 4],
      ['2026-11-22', '/b\u0000\u007f\u009b31m\u0085', 'not_found', '', 3],
      ['2026-11-22', '/\u202eetirw\u2066\u200b', 'pageview', '', 2],
      ['2026-11-22', '/c\\u001b', 'pageview', '', 1],
      ['2026-11-22', '/d', 'outbound', 'evil\u001b[8m.example', 1],
      ['2026-11-22', '/d', 'lesson_completed', 'x\u2028y', 1],
    ]);
    const text = formatReport(analyticsReport(hostile, { days: 30, today: '2026-11-24' }));
    // Nothing but printable text, spaces and the line breaks between rows.
    expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    expect(text).toContain('/a\\u{1b}]0;owned\\u{7}\\u{1b}[2J');
    expect(text).toContain('/b\\u{0}\\u{7f}\\u{9b}31m\\u{85}');
    expect(text).toContain('/\\u{202e}etirw\\u{2066}\\u{200b}');
    // A backslash in the data is doubled, so no stored text can pass for an escape.
    expect(text).toContain('/c\\\\u001b');
    expect(text).toContain('evil\\u{1b}[8m.example');
    expect(text).toContain('x\\u{2028}y');
  });
});
