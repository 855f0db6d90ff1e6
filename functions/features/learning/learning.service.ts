import type { SessionUser } from '../auth/session.repo';
import { ApiError } from '../../lib/errors';
import { isRuleMet } from '../../../src/lib/learning/achievements';
import { xpRecord } from '../../../src/lib/learning/levels';
import type { CatalogueIndex } from './catalogue';
import type { ProgressPayload } from './learning.schemas';
import { awardXpStatement, readLearnerState, recordActivityDayStatement, unlockAchievements, upsertProgressStatement, type ProgressRow } from './learning.repo';
import { toProgressRecord, toUnlockedAchievements } from './learning.views';
import { computeStreak, localDay } from './streak';
import { gradeQuiz } from './quiz';

/** Finds the lesson a payload names, refusing unknown ids (404) and ids that do not fit together (422). */
export function resolveLesson(index: CatalogueIndex, p: Pick<ProgressPayload, 'journeyId' | 'chapterId' | 'lessonId'>) {
  const journey = index.journeys.get(p.journeyId);
  if (!journey) throw new ApiError(404, 'journey_not_found', `There is no journey "${p.journeyId}".`);
  if (!journey.chapters.some((ch) => ch.id === p.chapterId)) {
    throw new ApiError(404, 'chapter_not_found', `Journey "${p.journeyId}" has no chapter "${p.chapterId}".`);
  }
  const place = index.lessons.get(p.lessonId);
  if (!place) throw new ApiError(404, 'lesson_not_found', `There is no lesson "${p.lessonId}".`);
  if (place.journey.id !== p.journeyId || place.chapterId !== p.chapterId) {
    throw new ApiError(422, 'lesson_not_in_chapter', `Lesson "${p.lessonId}" is not part of chapter "${p.chapterId}" of journey "${p.journeyId}".`, [
      { path: 'lessonId', message: `belongs to ${place.journey.id}/${place.chapterId}` },
    ]);
  }
  return place;
}

/** A learner's stats as of `now`: progress, unlocked achievements, XP and streak, plus the inputs of the rules. */
export async function learnerStats(db: D1Database, index: CatalogueIndex, user: SessionUser, now: number, journeyId?: string) {
  const state = await readLearnerState(db, user.id, journeyId);
  const streak = computeStreak(state.days, localDay(now, user.timeZone), user.timeZone);
  return {
    rows: state.progress,
    progress: state.progress.map(toProgressRecord),
    achievements: toUnlockedAchievements(state.achievements, index.achievements),
    unlockedIds: new Set(state.achievements.map((a) => a.achievement_id)),
    xp: xpRecord(state.totalXp),
    streak,
  };
}

/** Unlocks every declared achievement whose rule now holds; returns the ones unlocked by this call. */
async function evaluateAchievements(db: D1Database, index: CatalogueIndex, user: SessionUser, now: number) {
  const stats = await learnerStats(db, index, user, now);
  const facts = {
    completedLessonIds: new Set(stats.rows.filter((r) => r.is_completed === 1).map((r) => r.lesson_id)),
    totalXp: stats.xp.totalXp,
    currentStreak: stats.streak.currentStreak,
    perfectQuizCount: stats.rows.filter((r) => r.score === 100 && index.quizKeys.has(r.lesson_id)).length,
  };
  const due = index.catalogue.achievements.filter((a) => !stats.unlockedIds.has(a.id) && isRuleMet(a.rule, facts, index.catalogue.journeys));
  const unlocked = await unlockAchievements(db, user.id, due.map((a) => a.id), now);
  return { stats, newAchievements: toUnlockedAchievements(unlocked, index.achievements) };
}

/**
 * Saves progress on a lesson. The server decides: the lesson's XP from the catalogue, granted once
 * (the award row's key), quiz scores from its own grading, the streak day in the learner's zone.
 */
export async function saveProgress(db: D1Database, index: CatalogueIndex, user: SessionUser, payload: ProgressPayload, now: number) {
  const place = resolveLesson(index, payload);
  const quizKey = index.quizKeys.get(place.lesson.id);
  if (!quizKey && payload.answers) {
    throw new ApiError(422, 'validation_failed', 'Some fields are missing or invalid.', [{ path: 'answers', message: 'are only accepted for quizzes' }]);
  }
  const quiz = quizKey && payload.isCompleted ? gradeQuiz(quizKey, payload.answers) : undefined;

  const statements = [
    upsertProgressStatement(db, {
      id: crypto.randomUUID(),
      userId: user.id,
      journeyId: place.journey.id,
      chapterId: place.chapterId,
      lessonId: place.lesson.id,
      progress: payload.progressPercentage,
      completed: payload.isCompleted,
      score: quiz ? quiz.score : null,
      timeSpent: Math.round(payload.timeSpent ?? 0),
      now,
    }),
    recordActivityDayStatement(db, user.id, localDay(now, user.timeZone)),
  ];
  if (payload.isCompleted) statements.push(awardXpStatement(db, { userId: user.id, lessonId: place.lesson.id, xp: place.lesson.xp, now }));
  // One batch: the progress row, the activity day and the award are written together or not at all.
  const results = await db.batch<unknown>(statements);
  const row = results[0]!.results[0] as ProgressRow;
  const awarded = (results[2]?.results[0] as { xp: number } | undefined)?.xp ?? 0;

  const { stats, newAchievements } = await evaluateAchievements(db, index, user, now);
  return {
    progress: toProgressRecord(row),
    xpAwarded: awarded,
    xp: stats.xp,
    streak: stats.streak,
    newAchievements,
    ...(quiz ? { quiz } : {}),
  };
}
