import type { SessionUser } from '../auth/session.repo';
import { xpRecord } from '../../../src/lib/learning/levels';
import type { CourseIndex } from './course';
import { readLearnerState, type LearnerState } from './learning.repo';
import { toOpenedLessons, toProgressRecord, toUnlockedAchievements } from './learning.views';
import { computeStreak, localDay } from './streak';

/** A learner's stats as of `now`: progress, unlocked achievements, XP and streak, plus the inputs of the rules. */
export async function learnerStats(db: D1Database, index: CourseIndex, user: SessionUser, now: number, journeyId?: string) {
  return statsOf(await readLearnerState(db, user.id, journeyId), index, user, now);
}

/** The stats of a learner state already read (a progress save reads it in the batch of its writes). */
export function statsOf(state: LearnerState, index: CourseIndex, user: SessionUser, now: number) {
  const streak = computeStreak(state.days, localDay(now, user.timeZone), user.timeZone);
  return {
    rows: state.progress,
    progress: state.progress.map(toProgressRecord),
    achievements: toUnlockedAchievements(state.achievements, index.achievements),
    unlockedIds: new Set(state.achievements.map((a) => a.achievement_id)),
    xp: xpRecord(state.totalXp),
    streak,
    demoLevelsSolved: state.demoLevelsSolved,
    labsFixed: state.labsFixed,
    ...toOpenedLessons(state.opened, index),
  };
}

/** A learner's stats, as learnerStats and statsOf give them. */
export type LearnerStats = ReturnType<typeof statsOf>;
