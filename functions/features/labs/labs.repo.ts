import { firstOf } from '../../lib/d1';
import { awardXpStatement } from '../learning/learning.repo';
import type { LabPhase } from './labs.schemas';

export interface LabCountRow {
  lab: string;
  phase: LabPhase;
  learners: number;
}

/** How many learners completed each phase of each lab. */
export async function countResults(db: D1Database, lab?: string): Promise<LabCountRow[]> {
  const statement = lab
    ? db.prepare('SELECT lab, phase, COUNT(*) AS learners FROM lab_results WHERE lab = ? GROUP BY lab, phase').bind(lab)
    : db.prepare('SELECT lab, phase, COUNT(*) AS learners FROM lab_results GROUP BY lab, phase');
  return (await statement.all<LabCountRow>()).results;
}

/** The phases one learner completed. */
export async function listResults(db: D1Database, userId: string): Promise<{ lab: string; phase: LabPhase }[]> {
  const { results } = await db
    .prepare('SELECT lab, phase FROM lab_results WHERE user_id = ? ORDER BY completed_at, lab, phase')
    .bind(userId)
    .all<{ lab: string; phase: LabPhase }>();
  return results;
}

/** Whether a learner completed a phase. */
export async function hasResult(db: D1Database, userId: string, lab: string, phase: LabPhase): Promise<boolean> {
  return !!(await db
    .prepare('SELECT 1 AS yes FROM lab_results WHERE user_id = ? AND lab = ? AND phase = ?')
    .bind(userId, lab, phase)
    .first());
}

/**
 * Records a completed phase once and grants its XP once, in one batch (a transaction): the XP
 * award is keyed `lab:{slug}:{phase}` in the Learning Hub's awards, so it counts for the level,
 * the leaderboard and achievements like lesson XP. Returns the XP this call granted (0 on a replay).
 */
export async function recordResult(
  db: D1Database,
  r: { userId: string; lab: string; phase: LabPhase; xp: number; now: number },
): Promise<number> {
  const [, award] = await db.batch<unknown>([
    db
      .prepare('INSERT INTO lab_results (user_id, lab, phase, completed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(r.userId, r.lab, r.phase, r.now),
    awardXpStatement(db, { userId: r.userId, lessonId: `lab:${r.lab}:${r.phase}`, xp: r.xp, now: r.now }),
  ]);
  return firstOf<{ xp: number }>(award)?.xp ?? 0;
}
