import type { SessionUser } from '../auth/session.repo';
import { ApiError } from '../../lib/errors';
import { firstOf } from '../../lib/d1';
import { REVIEW_XP, reviewXpFor, type ReviewGrade } from '../../../src/lib/review/review';
import type { CourseIndex } from '../learning/course';
import { recordActivityDayStatement } from '../learning/learning.repo';
import { localDay } from '../learning/streak';
import { evaluateAchievements } from '../learning/achievements';
import { milestonesReached, notifyMilestones } from '../learning/milestones';
import type { NotifyContext } from '../notifications/notify';
import {
  countCardsStatement,
  findCard,
  gradeCardStatement,
  listDueCards,
  reviewXpStatement,
  reviewXpTodayStatement,
  xpOf,
  type ReviewCardRow,
  type ReviewCountsRow,
} from './review.repo';
import type { GradeAnswer, ReviewQueue } from './review.schemas';
import { toReviewCardView, toReviewCounts } from './review.views';
import { gradeSchedule, type Schedule } from './scheduler';

/** Cards one queue holds at most; the learner sees one at a time and reloads for more. */
const QUEUE_SIZE = 50;

/** The due cards, the counts and today's review XP (docs/api.md, Spaced review). */
export async function reviewQueue(db: D1Database, index: CourseIndex, user: SessionUser, now: number): Promise<ReviewQueue> {
  const day = localDay(now, user.timeZone);
  const [rows, [counts, xp]] = await Promise.all([
    listDueCards(db, user.id, now, QUEUE_SIZE),
    db.batch<unknown>([countCardsStatement(db, user.id, now), reviewXpTodayStatement(db, user.id, day)]),
  ]);
  return {
    cards: rows.flatMap((row) => toReviewCardView(row, index) ?? []),
    counts: toReviewCounts(firstOf<ReviewCountsRow>(counts)),
    xpToday: xpOf(xp),
    xpCap: REVIEW_XP.dailyCap,
  };
}

const scheduleOf = (row: ReviewCardRow): Schedule => ({
  due: row.due_at,
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  scheduledDays: row.scheduled_days,
  learningSteps: row.learning_steps,
  lastReview: row.last_review_at,
});

/**
 * Grades a card (docs/product.md, Spaced review): once per card per day in the learner's zone,
 * however often it is sent. The grade, the streak day and the capped XP are one batch; the grade
 * applies only if the card is unchanged since it was read, so concurrent grades settle to one.
 */
export async function gradeCard(
  db: D1Database,
  index: CourseIndex,
  user: SessionUser,
  cardId: string,
  grade: ReviewGrade,
  { now, notify }: { now: number; notify: NotifyContext },
): Promise<GradeAnswer> {
  const day = localDay(now, user.timeZone);
  const card = await findCard(db, user.id, cardId);
  if (!card) throw new ApiError(404, 'card_not_found', 'You have no review card with that id.');
  const unchanged = async (): Promise<GradeAnswer> => {
    const [latest, counts] = await Promise.all([
      findCard(db, user.id, cardId),
      countCardsStatement(db, user.id, now).first<ReviewCountsRow>(),
    ]);
    return {
      cardId,
      grade,
      counted: false,
      due: new Date(latest?.due_at ?? card.due_at).toISOString(),
      xpAwarded: 0,
      counts: toReviewCounts(counts),
      newAchievements: [],
    };
  };
  if (card.last_review_day !== null && card.last_review_day >= day) return unchanged();
  if (card.due_at > now) {
    throw new ApiError(409, 'card_not_due', `This card is not due until ${new Date(card.due_at).toISOString()}.`);
  }
  const schedule = gradeSchedule(scheduleOf(card), grade, now);
  const earned = xpOf(await reviewXpTodayStatement(db, user.id, day).run());
  const [graded, award, , counts] = await db.batch<unknown>([
    gradeCardStatement(db, { userId: user.id, cardId, readReps: card.reps, schedule, day, now }),
    reviewXpStatement(db, { userId: user.id, cardId, day, now, xp: reviewXpFor(earned) }),
    recordActivityDayStatement(db, user.id, day, now),
    countCardsStatement(db, user.id, now),
  ]);
  const row = firstOf<ReviewCardRow>(graded);
  // Another request graded the card between the read and the write: that grade stands.
  if (!row) return unchanged();
  // A counted grade is learning activity like a progress save: achievements and milestones follow.
  const xpAwarded = xpOf(award);
  const { stats, newAchievements } = await evaluateAchievements(db, index, user, now, notify);
  await notifyMilestones(notify, user, milestonesReached(user, stats, xpAwarded, now));
  return {
    cardId,
    grade,
    counted: true,
    due: new Date(row.due_at).toISOString(),
    xpAwarded,
    counts: toReviewCounts(firstOf<ReviewCountsRow>(counts)),
    newAchievements,
  };
}
