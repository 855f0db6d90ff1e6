import type { SessionUser } from '../auth/session.repo';
import { ApiError, validationFailed } from '../../lib/errors';
import { firstOf, unguarded } from '../../lib/d1';
import { enforceRateLimit, hitInBatch } from '../../lib/rate-limit';
import type { NotifyContext } from '../notifications/notify';
import { notifyAchievements, unlockDueAchievements } from './achievements';
import type { CourseIndex } from './course';
import {
  awardXpStatement,
  learnerStateStatement,
  recordActivityDayStatement,
  toLearnerState,
  upsertProgressStatement,
  type ProgressRow,
} from './learning.repo';
import type { ProgressPayload, SaveProgressResponse } from './learning.schemas';
import { toProgressRecord } from './learning.views';
import { notifyMilestones } from './milestones';
import { assertPaced } from './pacing';
import { gradeQuiz } from './quiz';
import { gradeByFirstAnswers } from './quiz-grading';
import { statsOf } from './stats';
import { localDay } from './streak';
import { deckCardStatements, quizCardStatements } from '../review/review-cards';
import { LEARNING_LIMITS } from './learning-limits';

// Saving progress: the one write of the Learning Hub. The rules it applies live beside it: pacing
// (pacing.ts), quiz grading (quiz.ts, quiz-grading.ts), achievements (achievements.ts) and the
// notifications of milestones (milestones.ts).

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

/** How a progress save runs: the request's clock, whether the pace rule applies, how to notify, and what may follow the answer. */
export interface SaveOptions {
  now: number;
  /** False only in the browser-test environment, whose clock cannot be moved (LEARNING_PACE=off). */
  checkPace: boolean;
  notify: NotifyContext;
  /** Runs work the answer does not depend on after the response is sent (the Worker's waitUntil, afterResponse). */
  later: (task: () => Promise<unknown>) => void;
}

/**
 * Saves progress on a lesson. The server decides: the lesson's XP from the course, granted once
 * (the award row's key) and only after a fair share of its minutes (and, for quizzes, a pass mark
 * at the first answers); quiz scores from its own grading; the streak day in the learner's zone.
 * Each save counts against the learner's limit (LEARNING_LIMITS.progressPerUser) before anything
 * it writes takes effect. A save that completes nothing is one round trip after the session: the
 * limit's count, the writes (guarded on the count) and the reads of the learner's stats in one
 * batch. A completion that settles the reading clock or a quiz's first answers first counts the
 * limit on its own before them; unlocking achievements adds a round trip only when some are due,
 * and the notifications of achievements and milestones follow the answer.
 */
export async function saveProgress(
  db: D1Database,
  index: CourseIndex,
  user: SessionUser,
  payload: ProgressPayload,
  { now, checkPace, notify, later }: SaveOptions,
): Promise<SaveProgressResponse> {
  const place = resolveLesson(index, payload);
  const quizKey = index.quizKeys.get(place.lesson.id);
  if (!quizKey && payload.answers) {
    throw validationFailed([{ path: 'answers', message: 'are only accepted for quizzes' }]);
  }
  if (quizKey && payload.isCompleted) gradeQuiz(quizKey, payload.answers);
  // The reading clock and the quiz's first answers are written before the batch, so a save that
  // settles them counts its hit first; any other save counts it in the batch, ahead of its writes.
  const settlesFirst = payload.isCompleted && (checkPace || quizKey !== undefined);
  if (settlesFirst) await enforceRateLimit(db, LEARNING_LIMITS.progressPerUser, user.id, now);
  const hit = settlesFirst ? null : hitInBatch(db, LEARNING_LIMITS.progressPerUser, user.id, now);
  const guard = hit?.guard ?? unguarded;
  if (payload.isCompleted && checkPace) await assertPaced(db, user, place, now);
  const quiz =
    quizKey && payload.isCompleted ? await gradeByFirstAnswers(db, user, place.lesson.id, quizKey, payload.answers, now) : undefined;

  const counting = hit?.statements ?? [];
  const statements = [
    upsertProgressStatement(
      db,
      {
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
      },
      guard,
    ),
    recordActivityDayStatement(db, user.id, localDay(now, user.timeZone), now, guard),
  ];
  const earnsXp = payload.isCompleted && (!quiz || quiz.passed);
  const awardIndex = statements.length;
  if (earnsXp) statements.push(awardXpStatement(db, { userId: user.id, lessonId: place.lesson.id, xp: place.lesson.xp, now }, guard));
  // Cards met for spaced review, written in the same batch: a deck's cards once worked on, a quiz's
  // questions once graded (a graded quiz has counted its hit already).
  if (quiz)
    statements.push(
      ...quizCardStatements(db, {
        userId: user.id,
        lessonId: place.lesson.id,
        results: quiz.results,
        day: localDay(now, user.timeZone),
        now,
      }),
    );
  else if (place.lesson.kind === 'flashcards')
    statements.push(...deckCardStatements(db, index, { userId: user.id, lessonId: place.lesson.id, now, guard }));
  const stateIndex = statements.length;
  // One batch, which D1 runs as a transaction: the limit's count first, then the progress row, the
  // activity day and the award, written together or not at all (and not at all over the limit), and
  // the stats read after them (one statement), so they include this save.
  const batched = await db.batch<unknown>([...counting, ...statements, learnerStateStatement(db, user.id)]);
  hit?.refuseOver(batched[0]);
  const results = batched.slice(counting.length);
  const row = firstOf<ProgressRow>(results[0]);
  if (!row) throw new Error('Saving progress returned no progress row.');
  const awarded = earnsXp ? (firstOf<{ xp: number }>(results[awardIndex])?.xp ?? 0) : 0;
  const stats = statsOf(toLearnerState(results[stateIndex]), index, user, now);

  // Each achievement is unlocked once (its row's key), so the answer names it only for the save that unlocked it.
  const newAchievements = await unlockDueAchievements(db, index, user, stats, now);
  later(async () => {
    await notifyAchievements(notify, user, newAchievements);
    await notifyMilestones(notify, user, stats, awarded, now);
  });
  return {
    progress: toProgressRecord(row),
    xpAwarded: awarded,
    xp: stats.xp,
    streak: stats.streak,
    newAchievements,
    ...(quiz ? { quiz } : {}),
  };
}
