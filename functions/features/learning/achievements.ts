import type { SessionUser } from '../auth/session.repo';
import { isRuleMet } from '../../../src/lib/learning/achievements';
import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';
import type { CourseIndex } from './course';
import { unlockAchievements } from './learning.repo';
import { toUnlockedAchievements } from './learning.views';
import { learnerStats } from './stats';

/**
 * Unlocks every declared achievement whose rule now holds; returns the ones unlocked by this call.
 * Called after a progress save and after a demo challenge level is solved.
 */
export async function evaluateAchievements(db: D1Database, index: CourseIndex, user: SessionUser, now: number, notifyCtx: NotifyContext) {
  const stats = await learnerStats(db, index, user, now);
  const facts = {
    completedLessonIds: new Set(stats.rows.filter((r) => r.is_completed === 1).map((r) => r.lesson_id)),
    totalXp: stats.xp.totalXp,
    currentStreak: stats.streak.currentStreak,
    perfectQuizCount: stats.rows.filter((r) => r.score === 100 && index.quizKeys.has(r.lesson_id)).length,
    demoLevelsSolved: stats.demoLevelsSolved,
    labsFixed: stats.labsFixed,
  };
  const due = index.course.achievements.filter((a) => !stats.unlockedIds.has(a.id) && isRuleMet(a.rule, facts, index.course.journeys));
  const unlocked = await unlockAchievements(
    db,
    user.id,
    due.map((a) => a.id),
    now,
  );
  const newAchievements = toUnlockedAchievements(unlocked, index.achievements);
  for (const a of newAchievements) await notify(notifyCtx, user.id, messages.achievementUnlocked(a));
  return { stats, newAchievements };
}
