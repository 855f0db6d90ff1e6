// The local analytics aggregate (table analytics_daily) as a table per question:
// which pages are read, which searches find nothing, which lessons are completed, where readers go.
// Pure over an open database so it can be tested; `npm run analytics:report` prints it.

/** Rows for the last `days` days up to and including `today` (YYYY-MM-DD, UTC). */
export function analyticsReport(db, { days = 30, today = new Date().toISOString().slice(0, 10) } = {}) {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const all = (sql) => db.prepare(sql).all(since, today);
  const window = 'day BETWEEN ? AND ?';
  return {
    since,
    until: today,
    pages: all(`
      SELECT path,
        SUM(CASE WHEN event = 'pageview' THEN count ELSE 0 END) AS views,
        SUM(CASE WHEN event = 'engagement' THEN count ELSE 0 END) AS engaged,
        SUM(CASE WHEN event = 'scroll' AND prop = '50' THEN count ELSE 0 END) AS halfway,
        SUM(CASE WHEN event = 'scroll' AND prop = '100' THEN count ELSE 0 END) AS finished
      FROM analytics_daily WHERE ${window} AND event IN ('pageview', 'engagement', 'scroll')
      GROUP BY path ORDER BY views DESC, path LIMIT 25`),
    searches: all(
      `SELECT prop AS results, SUM(count) AS searches FROM analytics_daily WHERE ${window} AND event = 'search' GROUP BY prop ORDER BY prop`,
    ),
    lessons: all(
      `SELECT prop AS lesson, SUM(count) AS completions FROM analytics_daily WHERE ${window} AND event = 'lesson_completed' GROUP BY prop ORDER BY completions DESC, prop LIMIT 25`,
    ),
    outbound: all(
      `SELECT prop AS host, SUM(count) AS clicks FROM analytics_daily WHERE ${window} AND event = 'outbound' GROUP BY prop ORDER BY clicks DESC, prop LIMIT 15`,
    ),
    notFound: all(
      `SELECT path, SUM(count) AS hits FROM analytics_daily WHERE ${window} AND event = 'not_found' GROUP BY path ORDER BY hits DESC, path LIMIT 15`,
    ),
  };
}

/**
 * Characters a terminal could act on or that change how a line reads: controls (C0 with ESC, NUL
 * and DEL, and C1 such as CSI), format characters (bidirectional overrides and isolates,
 * zero-width ones), line and paragraph separators, private-use, unassigned and lone surrogate code
 * points; and the backslash, so stored text cannot pass for one of the escapes.
 */
const UNSAFE_FOR_TERMINAL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\\]/gu;

/**
 * A value from the database as text a terminal only displays: each unsafe character becomes a
 * visible `\u{…}` escape and a backslash is doubled. The API refuses such paths today; rows written
 * before that rule, or by other means, are still printed safely.
 */
function printable(value) {
  return String(value).replace(UNSAFE_FOR_TERMINAL, (ch) => (ch === '\\' ? '\\\\' : `\\u{${ch.codePointAt(0).toString(16)}}`));
}

const percent = (part, whole) => (whole ? `${Math.round((Number(part) / Number(whole)) * 100)} %` : '–');

/** The report as plain text tables. */
export function formatReport(r) {
  const lines = [`Analytics from ${r.since} to ${r.until} (UTC), local aggregate`, ''];
  const table = (title, header, rows) => {
    lines.push(title);
    if (!rows.length) lines.push('  (none)');
    else {
      const cells = [header, ...rows].map((row) => row.map(printable));
      const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
      for (const row of cells) lines.push(`  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
    }
    lines.push('');
  };
  table(
    'Pages',
    ['path', 'views', 'engaged', 'read half', 'read all'],
    r.pages.map((p) => [p.path, p.views, percent(p.engaged, p.views), percent(p.halfway, p.views), percent(p.finished, p.views)]),
  );
  const searches = r.searches.reduce((n, s) => n + Number(s.searches), 0);
  table(
    `Site search (${searches} searches, never their text)`,
    ['results', 'searches', 'share'],
    r.searches.map((s) => [s.results, s.searches, percent(s.searches, searches)]),
  );
  table(
    'Lessons completed',
    ['lesson', 'completions'],
    r.lessons.map((l) => [l.lesson, l.completions]),
  );
  table(
    'Outbound links',
    ['host', 'clicks'],
    r.outbound.map((o) => [o.host, o.clicks]),
  );
  table(
    'Pages not found',
    ['path', 'hits'],
    r.notFound.map((n) => [n.path, n.hits]),
  );
  return lines.join('\n');
}
