/** Demo challenge levels a learner solved, in level order. */
export async function listSolvedLevels(db: D1Database, userId: string): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT level FROM demo_challenge_solutions WHERE user_id = ? ORDER BY level')
    .bind(userId)
    .all<{ level: number }>();
  return results.map((r) => r.level);
}

/** Records a solved level once; a replayed solution changes nothing. */
export async function recordSolvedLevel(db: D1Database, userId: string, level: number, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO demo_challenge_solutions (user_id, level, solved_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, level, now)
    .run();
}
