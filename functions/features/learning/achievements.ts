import type { SessionUser } from '../auth/session.repo';
import { isRuleMet } from '../../../src/lib/learning/achievements';
import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';
import type { CourseIndex } from './course';
import { unlockAchievements } from './learning.repo';
import type { UnlockedAchievement } from './learning.schemas';
import { toUnlockedAchievements } from './learning.views';
import { learnerStats, type LearnerStats } from './stats';

/**
 * Unlocks every declared achievement whose rule holds for these stats; returns the ones unlocked by
 * this call (none without a round trip when nothing is due). Notifying them is the caller's.
 */
export async function unlockDueAchievements(db: D1Database, index: CourseIndex, user: SessionUser, stats: LearnerStats, now: number) {
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
  return toUnlockedAchievements(unlocked, index.achievements);
}

/** Notifies each achievement just unlocked, in the app (and by mail or push as the learner allows). */
export async function notifyAchievements(ctx: NotifyContext, user: SessionUser, unlocked: readonly UnlockedAchievement[]) {
  for (const a of unlocked) await notify(ctx, user.id, messages.achievementUnlocked(a));
}

/**
 * Unlocks every declared achievement whose rule now holds and notifies them; returns the ones
 * unlocked by this call. Called after a demo challenge level is solved.
 */
export async function evaluateAchievements(db: D1Database, index: CourseIndex, user: SessionUser, now: number, notifyCtx: NotifyContext) {
  const stats = await learnerStats(db, index, user, now);
  const newAchievements = await unlockDueAchievements(db, index, user, stats, now);
  await notifyAchievements(notifyCtx, user, newAchievements);
  return { stats, newAchievements };
}
