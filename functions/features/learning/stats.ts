import type { SessionUser } from '../auth/session.repo';
import { xpRecord } from '../../../src/lib/learning/levels';
import type { CourseIndex } from './course';
import { readLearnerState } from './learning.repo';
import { toOpenedLessons, toProgressRecord, toUnlockedAchievements } from './learning.views';
import { computeStreak, localDay } from './streak';

/** A learner's stats as of `now`: progress, unlocked achievements, XP and streak, plus the inputs of the rules. */
export async function learnerStats(db: D1Database, index: CourseIndex, user: SessionUser, now: number, journeyId?: string) {
  const state = await readLearnerState(db, user.id, journeyId);
  const streak = computeStreak(state.days, localDay(now, user.timeZone), user.timeZone);
  return {
    rows: state.progress,
    progress: state.progress.map(toProgressRecord),
    achievements: toUnlockedAchievements(state.achievements, index.achievements),
    unlockedIds: new Set(state.achievements.map((a) => a.achievement_id)),
    xp: xpRecord(state.totalXp),
    streak,
    demoLevelsSolved: state.demoLevelsSolved,
    ...toOpenedLessons(state.opened, index),
  };
}
