// The spaced review API (docs/api.md, Spaced review): request schemas for the routes and the
// response types the routes answer with and the review store reads (as types only).
import { z } from 'zod';
import type { UnlockedAchievement } from '../learning/learning.schemas';
import { REVIEW_CARD_ID_PATTERN, REVIEW_GRADES, type ReviewGrade } from '../../../src/lib/review/review';

// ---- Requests ----------------------------------------------------------------------------------

/** `{lessonId}.{itemId}`, as `GET /learning-hub/review` lists it. */
export const reviewCardIdSchema = z
  .string()
  .min(3)
  .max(210)
  .regex(REVIEW_CARD_ID_PATTERN, 'must be a review card id ({lessonId}.{itemId})');

export const gradeSchema = z.strictObject({
  grade: z.enum(REVIEW_GRADES, { error: 'must be one of again, hard, good, easy' }),
});

// ---- Responses ---------------------------------------------------------------------------------

/** One card to review, with what it shows. Questions carry their right option and its explanation. */
export interface ReviewCardView {
  id: string;
  kind: 'flashcard' | 'question';
  lessonId: string;
  lessonTitle: string;
  lessonUrl: string;
  prompt: string;
  /** A flashcard's back; null for a question. */
  back: string | null;
  /** A question's four options; null for a flashcard. */
  options: string[] | null;
  /** A question's right option (the learner completed its quiz); null for a flashcard. */
  answer: number | null;
  /** Why the right option is right; null for a flashcard. */
  explanation: string | null;
  due: string;
  reps: number;
  lapses: number;
}

export interface ReviewCounts {
  /** Cards due now. */
  due: number;
  /** Cards reviewed and remembered at their last grade. */
  learned: number;
  /** Cards never reviewed. */
  new: number;
}

/** `GET /learning-hub/review`. */
export interface ReviewQueue {
  cards: ReviewCardView[];
  counts: ReviewCounts;
  /** Review XP earned today (the learner's day) and the day's cap. */
  xpToday: number;
  xpCap: number;
}

/** `POST /learning-hub/review/{cardId}`. */
export interface GradeAnswer {
  cardId: string;
  grade: ReviewGrade;
  /** False when the card was already graded today: the schedule and XP stay as they were. */
  counted: boolean;
  due: string;
  xpAwarded: number;
  counts: ReviewCounts;
  /** Achievements this grade unlocked (a streak kept by review, a level reached with review XP). */
  newAchievements: UnlockedAchievement[];
}
