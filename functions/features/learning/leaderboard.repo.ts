/** One learner on a leaderboard, as read from D1 (the id never leaves this module's caller). */
export interface LeaderboardRow {
  xp: number;
  rank: number;
  is_viewer: number;
  display_name: string;
  first_name: string;
  last_name: string;
}

const TOTALS = `totals AS (
  SELECT user_id, SUM(xp) AS xp, MAX(awarded_at) AS last_at
  FROM learning_xp_awards WHERE awarded_at >= ?1 GROUP BY user_id
)`;

/**
 * The top learners by XP earned since `since` (unix ms; 0 for all time). Only public profiles are
 * listed. Equal XP shares a rank; among equals whoever got there first is listed first.
 */
export async function topLearners(db: D1Database, since: number, viewerId: string, limit: number): Promise<LeaderboardRow[]> {
  const { results } = await db
    .prepare(
      `WITH ${TOTALS}
       SELECT t.xp, RANK() OVER (ORDER BY t.xp DESC) AS rank, (u.id = ?2) AS is_viewer,
              u.display_name, u.first_name, u.last_name
       FROM totals t JOIN users u ON u.id = t.user_id
       WHERE u.profile_visibility = 'public'
       ORDER BY t.xp DESC, t.last_at ASC, u.id
       LIMIT ?3`,
    )
    .bind(since, viewerId, limit)
    .all<LeaderboardRow>();
  return results;
}

/** The viewer's XP since `since` and how many public learners have more. */
export async function viewerStanding(db: D1Database, since: number, viewerId: string) {
  const row = await db
    .prepare(
      `WITH ${TOTALS}, mine AS (SELECT COALESCE((SELECT xp FROM totals WHERE user_id = ?2), 0) AS xp)
       SELECT (SELECT xp FROM mine) AS xp,
              (SELECT COUNT(*) FROM totals t JOIN users u ON u.id = t.user_id
                WHERE u.profile_visibility = 'public' AND t.user_id != ?2 AND t.xp > (SELECT xp FROM mine)) AS ahead`,
    )
    .bind(since, viewerId)
    .first<{ xp: number; ahead: number }>();
  return { xp: row?.xp ?? 0, ahead: row?.ahead ?? 0 };
}
