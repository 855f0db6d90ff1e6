import { checkedLearner, type Learner } from '../auth/session-check';
import { ApiError, validationFailed } from '../../lib/errors';
import { allOf, firstOf, unguarded } from '../../lib/d1';
import { enforceRateLimit, hitInBatch } from '../../lib/rate-limit';
import type { NotifyContext } from '../notifications/notify';
import { notifyAchievements, unlockDueAchievements } from './achievements';
import type { CourseIndex } from './course';
import {
  awardXpStatement,
  learnerStateCarried,
  learnerStateColumns,
  recordActivityDayStatement,
  toLearnerState,
  upsertProgressStatement,
  type LearnerState,
} from './learning.repo';
import { dayNotedRecorded, noteDayRecorded } from './recorded-days';
import type { ProgressPayload, SaveProgressResponse } from './learning.schemas';
import { toProgressRecord } from './learning.views';
import { milestonesReached, notifyMilestones } from './milestones';
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

/**
 * The learner's state once today's activity day is settled. A save that left the day out on a
 * stale note (the days it noted are gone) records it now; a day the stats list is noted, so the
 * learner's next save today leaves its statement out.
 */
async function withTodayRecorded(db: D1Database, state: LearnerState, userId: string, day: string, now: number, dayLeftOut: boolean) {
  let days = state.days;
  if (dayLeftOut && !days.includes(day)) {
    const added = await recordActivityDayStatement(db, userId, day, now).run();
    if (added.meta.changes === 1) days = [...days, day].sort();
  }
  if (days.includes(day)) noteDayRecorded(userId, day);
  return { ...state, days };
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
 * it writes takes effect. A save that completes nothing is one round trip in all when the
 * learner's session is to be checked in the batch (Learner.inBatch), and two statements: the
 * limit's count, then the progress row, whose RETURNING reads the learner's stats and the session
 * (every write is guarded on both); a first save of the day adds the activity day. A save whose
 * session was checked before (loadSession had no hint) is the same batch after that check. A
 * completion that settles the reading clock or a quiz's first answers checks the session and
 * counts the limit on their own before them; unlocking achievements adds a round trip only when
 * some are due; a save refused in its batch (401, 429) checks its session on its own; and the
 * notifications of achievements and milestones follow the answer.
 */
export async function saveProgress(
  db: D1Database,
  index: CourseIndex,
  learner: Learner,
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
  // settles them checks its session and counts its hit first; any other save does both in the
  // batch, ahead of its writes.
  const settlesFirst = payload.isCompleted && (checkPace || quizKey !== undefined);
  const check = settlesFirst ? null : learner.inBatch;
  const user = check ? learner.claimed : await learner.check();
  if (settlesFirst) await enforceRateLimit(db, LEARNING_LIMITS.progressPerUser, user.id, now);
  const hit = settlesFirst ? null : hitInBatch(db, LEARNING_LIMITS.progressPerUser, user.id, now, check?.guard);
  const guard = allOf(check?.guard ?? unguarded, hit?.guard ?? unguarded);
  if (payload.isCompleted && checkPace) await assertPaced(db, user, place, now);
  const quiz =
    quizKey && payload.isCompleted ? await gradeByFirstAnswers(db, user, place.lesson.id, quizKey, payload.answers, now) : undefined;

  const counting = hit?.statements ?? [];
  const day = localDay(now, user.timeZone);
  // A day this isolate saw recorded needs no statement: it would insert nothing (recorded-days.ts).
  const dayLeftOut = dayNotedRecorded(user.id, day);
  const writes = dayLeftOut ? [] : [recordActivityDayStatement(db, user.id, day, now, guard)];
  const earnsXp = payload.isCompleted && (!quiz || quiz.passed);
  const awardIndex = counting.length + writes.length;
  if (earnsXp) writes.push(awardXpStatement(db, { userId: user.id, lessonId: place.lesson.id, xp: place.lesson.xp, now }, guard));
  // Cards met for spaced review, written in the same batch: a deck's cards once worked on, a quiz's
  // questions once graded (a graded quiz has counted its hit already).
  if (quiz) writes.push(...quizCardStatements(db, { userId: user.id, lessonId: place.lesson.id, results: quiz.results, day, now }));
  else if (place.lesson.kind === 'flashcards')
    writes.push(...deckCardStatements(db, index, { userId: user.id, lessonId: place.lesson.id, now, guard }));
  // The progress row comes last: its RETURNING reads the learner's stats after every write of the
  // batch (and, when the session is checked here, the session), so an in-progress save is two
  // statements: the count and this one.
  const upsert = upsertProgressStatement(
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
    learnerStateColumns(user.id, { carry: check?.column }),
  );
  // One batch, which D1 runs as a transaction: the limit's count first, then the activity day, the
  // award, the cards and the progress row, written together or not at all (and not at all over the
  // limit or without a valid session).
  const batched = await db.batch<unknown>([...counting, ...writes, upsert]);
  const written = batched.at(-1);
  if (!firstOf(written)) {
    // Nothing was written. The session first (401 over 429, as when it is checked before the
    // save); then the limit (429); else the hint was wrong (the learner changed zone since), and
    // the save is written again for the checked user.
    const checkedUser = await learner.check();
    hit?.refuseOver(batched[0]);
    if (check) return saveProgress(db, index, checkedLearner(checkedUser), payload, { now, checkPace, notify, later });
    throw new Error('Saving progress wrote no progress row.');
  }
  // A row was written, so the guard held: the session is the hinted learner's; its check decides the answer.
  const learnerUser = check ? await learner.checkFrom(learnerStateCarried(written)) : await learner.check();
  const awarded = earnsXp ? (firstOf<{ xp: number }>(batched[awardIndex])?.xp ?? 0) : 0;
  const state = await withTodayRecorded(db, toLearnerState(written), learnerUser.id, day, now, dayLeftOut);
  const stats = statsOf(state, index, learnerUser, now);
  const row = state.progress.find((p) => p.lesson_id === place.lesson.id);
  if (!row) throw new Error('Saving progress left no progress row.');

  // Each achievement is unlocked once (its row's key), so the answer names it only for the save that unlocked it.
  const newAchievements = await unlockDueAchievements(db, index, learnerUser, stats, now);
  // Most saves reach nothing to notify; only those that do leave work for after the answer.
  const milestones = milestonesReached(learnerUser, stats, awarded, now);
  if (newAchievements.length > 0 || milestones.length > 0) {
    later(async () => {
      await notifyAchievements(notify, learnerUser, newAchievements);
      await notifyMilestones(notify, learnerUser, milestones);
    });
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
