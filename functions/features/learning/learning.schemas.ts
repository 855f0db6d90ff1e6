// The Learning Hub API (docs/api.md), one place for both sides: the request schemas the routes
// validate with, and the response types the routes answer with and the learning store reads
// (importing the types only, so zod stays out of the browser bundle).
import { z } from 'zod';
import { SLUG_PATTERN } from '../../../src/lib/slug';
import type { XpRecord } from '../../../src/lib/learning/levels';

// ---- Requests ----------------------------------------------------------------------------------

/** A content slug (journey, chapter, lesson or question id). */
export const contentId = z.string().min(1).max(100).regex(SLUG_PATTERN, 'must be a content id (lowercase slug)');

/**
 * the progress payload (docs/product.md, Records). `xpEarned` and `score` are accepted for compatibility and ignored:
 * XP comes from the lesson definition and quiz scores from the server's grading of `answers`.
 */
export const progressPayloadSchema = z
  .object({
    courseId: contentId,
    journeyId: contentId,
    chapterId: contentId,
    lessonId: contentId,
    progressPercentage: z.number().int().min(0).max(100),
    isCompleted: z.boolean(),
    /** Seconds spent in this visit. */
    timeSpent: z.number().min(0).max(86_400).optional(),
    xpEarned: z.number().min(0).max(1_000_000).optional(),
    score: z.number().min(0).max(100).nullable().optional(),
    /** Quiz answers by question id (option index); required when completing a quiz. */
    answers: z.record(contentId, z.number().int().min(0).max(3)).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.courseId !== p.journeyId) {
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'must equal journeyId (a journey is the course)' });
    }
    if (p.isCompleted && p.progressPercentage !== 100) {
      ctx.addIssue({ code: 'custom', path: ['progressPercentage'], message: 'must be 100 when isCompleted is true' });
    }
    if (!p.isCompleted && p.progressPercentage === 100) {
      ctx.addIssue({ code: 'custom', path: ['isCompleted'], message: 'must be true when progressPercentage is 100' });
    }
    if (p.answers && !p.isCompleted) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'are only sent when completing a quiz' });
    }
  });
export type ProgressPayload = z.infer<typeof progressPayloadSchema>;

/** One quiz answer to check: the question and the chosen option. */
export const quizCheckSchema = z.object({
  questionId: contentId,
  answer: z.number().int().min(0).max(3),
});

export type QuizCheck = z.infer<typeof quizCheckSchema>;

/** `?courseId=` on the progress list. */
export const courseQuerySchema = z.object({ courseId: contentId.optional() });

/** `?limit=` on the leaderboard. */
export const leaderboardQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

// ---- Responses ---------------------------------------------------------------------------------

/** the learning progress record (docs/product.md, Records); courseId and journeyId are the same id. Times are ISO 8601. */
export interface ProgressRecord {
  id: string;
  userId: string;
  courseId: string;
  journeyId: string;
  chapterId: string;
  lessonId: string;
  progressPercentage: number;
  isCompleted: boolean;
  /** Best quiz score (0–100) graded by the server; null for other lessons. */
  score: number | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An achievement the learner has unlocked. */
export interface UnlockedAchievement {
  id: string;
  title: string;
  description: string;
  icon: string;
  unlockedAt: string;
}

/** the streak record (docs/product.md, Records) plus what the page shows. */
export interface StreakRecord {
  /** Consecutive days with learning, ending today or yesterday in the learner's time zone. */
  currentStreak: number;
  /** The longest run ever. */
  longestStreak: number;
  /** Whether there was learning today. */
  activeToday: boolean;
  /** The latest day with learning, 'YYYY-MM-DD' in the learner's time zone, or null. */
  lastActiveDay: string | null;
  /** The IANA time zone the days are counted in. */
  timeZone: string;
  /** Streak freezes held (0–2): one earned per 7 days of streak, used on a missed day. */
  freezes: number;
  /** Missed days a freeze covered, oldest first. */
  frozenDays: string[];
}

/** `GET /learning-hub/stats`. */
/** A lesson the learner has opened ("started"), completed or not. */
export interface OpenedLesson {
  lessonId: string;
  journeyId: string;
  /** When the learner first opened it. */
  openedAt: string;
}

export interface LearningStats {
  progress: ProgressRecord[];
  achievements: UnlockedAchievement[];
  xp: XpRecord;
  streak: StreakRecord;
  /** Every lesson the learner has opened: the current one first, then the latest first opened first. */
  opened: OpenedLesson[];
  /** Where the learner left off: the lesson they last opened (their current lesson), or null. */
  currentLessonId: string | null;
}

/** The server's grading of a completed quiz, on the first answer it recorded for each question. */
export interface QuizGrade {
  score: number;
  correct: number;
  total: number;
  /** The pass mark in percent; a quiz below it earns no XP and blocks its journey's certificate. */
  passMark: number;
  passed: boolean;
  /** Which first answers were right; never which option is. */
  results: { questionId: string; correct: boolean }[];
}

/** `POST /learning-hub/progress`. */
export interface SaveProgressResponse {
  progress: ProgressRecord;
  xpAwarded: number;
  xp: XpRecord;
  streak: StreakRecord;
  newAchievements: UnlockedAchievement[];
  quiz?: QuizGrade;
}

/** One question of a completed quiz's review: the learner's first answer, the right option and both explanations. */
interface QuizReviewQuestion {
  questionId: string;
  /** The first answer the server recorded; null when none was (a quiz completed before first answers were kept). */
  answer: number | null;
  correct: boolean;
  rightAnswer: number;
  /** Why the learner's answer is or is not right; null without an answer. */
  answerExplanation: string | null;
  rightExplanation: string;
}

/** `GET /learning-hub/quiz/{lessonId}/review`: only once the learner completed (and so was graded on) the quiz. */
export interface QuizReview {
  lessonId: string;
  correct: number;
  total: number;
  questions: QuizReviewQuestion[];
}

/** `POST /learning-hub/quiz/{lessonId}/check`: whether the chosen option is right, and why; never the right option. */
export interface QuizCheckResponse {
  questionId: string;
  /** The option checked. */
  answer: number;
  correct: boolean;
  /** The explanation of the option checked. */
  explanation: string;
}

/** `POST /learning-hub/lessons/{lessonId}/open`: the lesson's reading clock as it stands now. */
export interface LessonOpened {
  lessonId: string;
  /** When the learner first opened it (ISO 8601). */
  openedAt: string;
  /** When it can be completed if the learner stays with it (ISO 8601). */
  completableAt: string;
  readSeconds: number;
  neededSeconds: number;
}

/** One row of a leaderboard: a public name and figures, never an email or id. */
interface LeaderboardEntry {
  rank: number;
  displayName: string;
  xp: number;
  isYou: boolean;
}

export interface LeaderboardBoard {
  entries: LeaderboardEntry[];
  you: { rank: number | null; displayName: string; xp: number; listed: boolean };
}

/** `GET /learning-hub/leaderboard`. */
export interface LeaderboardResponse {
  limit: number;
  profileVisibility: 'public' | 'private';
  allTime: LeaderboardBoard;
  week: LeaderboardBoard & { startsAt: string };
}
