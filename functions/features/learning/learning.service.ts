import type { SessionUser } from '../auth/session.repo';
import { ApiError, validationFailed } from '../../lib/errors';
import { firstOf } from '../../lib/d1';
import { isRuleMet } from '../../../src/lib/learning/achievements';
import { xpRecord } from '../../../src/lib/learning/levels';
import type { CourseIndex, LessonPlace } from './course';
import { journeyLessons, type CourseJourney, type QuizKey } from '../../../src/lib/learning/course';
import type { ProgressPayload } from './learning.schemas';
import {
  awardXpStatement,
  readFirstAnswers,
  readFirstAnswersOf,
  readLearnerState,
  recordActivityDayStatement,
  recordFirstAnswerStatement,
  takeUpLesson,
  unlockAchievements,
  upsertProgressStatement,
  type LessonClock,
  type ProgressRow,
} from './learning.repo';
import { minimumLessonSeconds, passesQuiz, QUIZ_PASS_PERCENT } from '../../../src/lib/learning/fair-play';
import { toProgressRecord, toUnlockedAchievements } from './learning.views';
import { computeStreak, localDay } from './streak';
import { firstAnswerScore, gradeQuiz } from './quiz';
import { STREAK_MILESTONES } from '../../../src/lib/notifications/kinds';
import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';

/** Finds the lesson a payload names, refusing unknown ids (404) and ids that do not fit together (422). */
function resolveLesson(index: CourseIndex, p: Pick<ProgressPayload, 'journeyId' | 'chapterId' | 'lessonId'>) {
  const journey = index.journeys.get(p.journeyId);
  if (!journey) throw new ApiError(404, 'journey_not_found', `There is no journey "${p.journeyId}".`);
  if (!journey.chapters.some((ch) => ch.id === p.chapterId)) {
    throw new ApiError(404, 'chapter_not_found', `Journey "${p.journeyId}" has no chapter "${p.chapterId}".`);
  }
  const place = index.lessons.get(p.lessonId);
  if (!place) throw new ApiError(404, 'lesson_not_found', `There is no lesson "${p.lessonId}".`);
  if (place.journey.id !== p.journeyId || place.chapterId !== p.chapterId) {
    throw new ApiError(
      422,
      'lesson_not_in_chapter',
      `Lesson "${p.lessonId}" is not part of chapter "${p.chapterId}" of journey "${p.journeyId}".`,
      [{ path: 'lessonId', message: `belongs to ${place.journey.id}/${place.chapterId}` }],
    );
  }
  return place;
}

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
  };
}

/**
 * Unlocks every declared achievement whose rule now holds; returns the ones unlocked by this call.
 * Called after a progress save and after a demo challenge level is solved.
 */
export async function evaluateAchievements(
  db: D1Database,
  index: CourseIndex,
  user: SessionUser,
  now: number,
  notifyCtx: NotifyContext | null = null,
) {
  const stats = await learnerStats(db, index, user, now);
  const facts = {
    completedLessonIds: new Set(stats.rows.filter((r) => r.is_completed === 1).map((r) => r.lesson_id)),
    totalXp: stats.xp.totalXp,
    currentStreak: stats.streak.currentStreak,
    perfectQuizCount: stats.rows.filter((r) => r.score === 100 && index.quizKeys.has(r.lesson_id)).length,
    demoLevelsSolved: stats.demoLevelsSolved,
  };
  const due = index.course.achievements.filter((a) => !stats.unlockedIds.has(a.id) && isRuleMet(a.rule, facts, index.course.journeys));
  const unlocked = await unlockAchievements(
    db,
    user.id,
    due.map((a) => a.id),
    now,
  );
  const newAchievements = toUnlockedAchievements(unlocked, index.achievements);
  if (notifyCtx) for (const a of newAchievements) await notify(notifyCtx, user.id, messages.achievementUnlocked(a));
  return { stats, newAchievements };
}

/** Reading time a lesson has at `now`: what it kept from earlier turns, plus its running clock if it is the current lesson. */
const readingMs = (clock: LessonClock, now: number) =>
  clock.read_ms + (clock.current_since === null ? 0 : Math.max(0, now - clock.current_since));

/**
 * Makes a lesson the learner's current one (stopping the clock of the lesson that was) and says
 * how much reading time it has, how much it needs, and when it can be completed if the learner
 * stays with it.
 */
export async function openLesson(db: D1Database, index: CourseIndex, user: SessionUser, lessonId: string, now: number) {
  const place = index.lessons.get(lessonId);
  if (!place) throw new ApiError(404, 'lesson_not_found', 'There is no lesson with that id.');
  const { clock } = await takeUpLesson(db, user.id, lessonId, now);
  const neededSeconds = minimumLessonSeconds(place.lesson.minutes);
  const read = readingMs(clock, now);
  return {
    lessonId,
    openedAt: new Date(clock.opened_at).toISOString(),
    completableAt: new Date(now + Math.max(0, neededSeconds * 1000 - read)).toISOString(),
    readSeconds: Math.floor(read / 1000),
    neededSeconds,
  };
}

/**
 * A lesson's XP is earned by time spent with it, one lesson at a time: a first completion is
 * refused (409 with Retry-After) until the lesson has had a fair share of its stated minutes as
 * the learner's current lesson. Trying to complete a lesson makes it the current one, so the
 * Retry-After holds if the learner stays with it; a lesson nobody opened starts its clock now.
 */
async function assertPaced(db: D1Database, user: SessionUser, place: LessonPlace, now: number) {
  const { clock, awarded } = await takeUpLesson(db, user.id, place.lesson.id, now);
  if (awarded) return;
  const needed = minimumLessonSeconds(place.lesson.minutes);
  const missingMs = needed * 1000 - readingMs(clock, now);
  if (missingMs > 0) {
    const wait = Math.ceil(missingMs / 1000);
    throw new ApiError(
      409,
      'lesson_too_soon',
      `Take your time with this lesson: it can be completed after ${needed} seconds with it open, one lesson at a time, in ${wait} more second${wait === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
}

/**
 * Grades a completed quiz by the first answer the server recorded for each question (from the
 * answer checks); answers sent now count only for questions never checked, and become their
 * first answers. They are recorded before grading, and the grade reads them back, so completions
 * sent at the same time with different answers are all graded on the same first answers.
 * Resubmitting after learning the right options changes nothing.
 */
async function gradeByFirstAnswers(
  db: D1Database,
  user: SessionUser,
  lessonId: string,
  key: readonly QuizKey[],
  sent: Record<string, number> | undefined,
  now: number,
) {
  gradeQuiz(key, sent); // the payload must still answer every question, and only them
  await db.batch(
    key.flatMap((q) => {
      const answer = sent?.[q.id];
      return answer === undefined ? [] : [recordFirstAnswerStatement(db, { userId: user.id, lessonId, questionId: q.id, answer, now })];
    }),
  );
  const first = await readFirstAnswers(db, user.id, lessonId);
  const graded = gradeQuiz(
    key,
    Object.fromEntries(
      key.flatMap((q) => {
        const answer = first.get(q.id);
        return answer === undefined ? [] : [[q.id, answer] as const];
      }),
    ),
  );
  return { ...graded, passMark: QUIZ_PASS_PERCENT, passed: passesQuiz(graded.score) };
}

/**
 * The quizzes of a journey the learner has not passed at their first answers (docs/product.md,
 * Quizzes, pacing and certificates), with their scores; a quiz never answered scores 0.
 */
export async function quizzesNotPassed(db: D1Database, index: CourseIndex, userId: string, journey: CourseJourney) {
  const quizzes = journeyLessons(journey).flatMap((lesson) => {
    const key = index.quizKeys.get(lesson.id);
    return key ? [{ lesson, key }] : [];
  });
  const first = await readFirstAnswersOf(
    db,
    userId,
    quizzes.map((q) => q.lesson.id),
  );
  return quizzes
    .map(({ lesson, key }) => ({ id: lesson.id, title: lesson.title, score: firstAnswerScore(key, first.get(lesson.id) ?? new Map()) }))
    .filter((q) => !passesQuiz(q.score));
}

/**
 * Saves progress on a lesson. The server decides: the lesson's XP from the course, granted once
 * (the award row's key) and only after a fair share of its minutes (and, for quizzes, a pass mark
 * at the first answers); quiz scores from its own grading; the streak day in the learner's zone.
 * `checkPace` is false only in the browser-test environment, whose clock cannot be moved.
 */
export async function saveProgress(
  db: D1Database,
  index: CourseIndex,
  user: SessionUser,
  payload: ProgressPayload,
  now: number,
  checkPace = true,
  notifyCtx: NotifyContext | null = null,
) {
  const place = resolveLesson(index, payload);
  const quizKey = index.quizKeys.get(place.lesson.id);
  if (!quizKey && payload.answers) {
    throw validationFailed([{ path: 'answers', message: 'are only accepted for quizzes' }]);
  }
  if (quizKey && payload.isCompleted) gradeQuiz(quizKey, payload.answers);
  if (payload.isCompleted && checkPace) await assertPaced(db, user, place, now);
  const quiz =
    quizKey && payload.isCompleted ? await gradeByFirstAnswers(db, user, place.lesson.id, quizKey, payload.answers, now) : undefined;

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
    recordActivityDayStatement(db, user.id, localDay(now, user.timeZone), now),
  ];
  const earnsXp = payload.isCompleted && (!quiz || quiz.passed);
  const awardIndex = statements.length;
  if (earnsXp) statements.push(awardXpStatement(db, { userId: user.id, lessonId: place.lesson.id, xp: place.lesson.xp, now }));
  // One batch: the progress row, the activity day and the award are written together or not at all.
  const results = await db.batch<unknown>(statements);
  const row = firstOf<ProgressRow>(results[0]);
  if (!row) throw new Error('Saving progress returned no progress row.');
  const awarded = earnsXp ? (firstOf<{ xp: number }>(results[awardIndex])?.xp ?? 0) : 0;

  const { stats, newAchievements } = await evaluateAchievements(db, index, user, now, notifyCtx);
  if (notifyCtx && awarded > 0) {
    const level = stats.xp.level;
    if (level > xpRecord(stats.xp.totalXp - awarded).level) await notify(notifyCtx, user.id, messages.levelReached(level));
  }
  const streakDays = stats.streak.currentStreak;
  if (notifyCtx && (STREAK_MILESTONES as readonly number[]).includes(streakDays)) {
    await notify(notifyCtx, user.id, messages.streakMilestone(streakDays, localDay(now, user.timeZone)));
  }
  return {
    progress: toProgressRecord(row),
    xpAwarded: awarded,
    xp: stats.xp,
    streak: stats.streak,
    newAchievements,
    ...(quiz ? { quiz } : {}),
  };
}
