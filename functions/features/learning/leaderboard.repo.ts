/** One learner on a leaderboard, as read from D1 (the id never leaves this module's caller). */
export interface LeaderboardRow {
  xp: number;
  rank: number;
  is_viewer: number;
  display_name: string;
  first_name: string;
  last_name: string;
}

// Reads come from running totals kept by triggers on every award (migration 0022): the top list is
// an index walk of `limit` rows, the viewer's standing one row plus the histogram buckets above
// it. Nothing here grows with the number of awards or learners.

/** A leaderboard's period: all time, or the week that starts at `start` (unix ms). */
type Period = { kind: 'all' } | { kind: 'week'; start: number };

const COLUMNS = {
  all: { xp: 't.total_xp', reached: 't.total_reached_at', where: '' },
  week: { xp: 't.week_xp', reached: 't.week_reached_at', where: 'AND t.week_start = ?3' },
};

/**
 * The top public learners of a period. Equal XP shares a rank; among equals whoever got there first
 * is listed first. Ranks are counted over the sorted list itself: everyone ahead of a listed
 * learner is listed above them.
 */
export async function topLearners(db: D1Database, period: Period, viewerId: string, limit: number): Promise<LeaderboardRow[]> {
  const c = COLUMNS[period.kind];
  const { results } = await db
    .prepare(
      `SELECT ${c.xp} AS xp, (t.user_id = ?1) AS is_viewer, u.display_name, u.first_name, u.last_name
       FROM learner_totals t JOIN users u ON u.id = t.user_id
       WHERE t.is_public = 1 ${c.where} AND ${c.xp} > 0
       ORDER BY ${c.xp} DESC, ${c.reached} ASC, t.user_id
       LIMIT ?2`,
    )
    .bind(viewerId, limit, ...(period.kind === 'week' ? [period.start] : []))
    .all<Omit<LeaderboardRow, 'rank'>>();
  let rank = 0;
  let previousXp: number | null = null;
  return results.map((row, i) => {
    if (row.xp !== previousXp) rank = i + 1;
    previousXp = row.xp;
    return { ...row, rank };
  });
}

/** The viewer's XP in the period and how many public learners have more. */
export async function viewerStanding(db: D1Database, period: Period, viewerId: string) {
  const key = period.kind === 'all' ? 0 : period.start;
  const row = await db
    .prepare(
      `WITH mine AS (
         SELECT COALESCE((SELECT CASE WHEN ?2 = 0 THEN total_xp WHEN week_start = ?2 THEN week_xp ELSE 0 END
                          FROM learner_totals WHERE user_id = ?1), 0) AS xp
       )
       SELECT (SELECT xp FROM mine) AS xp,
              (SELECT COALESCE(SUM(learners), 0) FROM learner_xp_histogram WHERE period = ?2 AND xp > (SELECT xp FROM mine)) AS ahead`,
    )
    .bind(viewerId, key)
    .first<{ xp: number; ahead: number }>();
  return { xp: row?.xp ?? 0, ahead: row?.ahead ?? 0 };
}
