/** Shapes of the Learning Hub API (docs/api.md), shared by the Worker and the browser. */
import type { XpRecord } from './levels.ts';

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
}

/** `GET /learning-hub/stats`. */
export interface LearningStats {
  progress: ProgressRecord[];
  achievements: UnlockedAchievement[];
  xp: XpRecord;
  streak: StreakRecord;
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

/** `POST /learning-hub/quiz/{lessonId}/check`: whether the chosen option is right, and why; never the right option. */
export interface QuizCheckResponse {
  questionId: string;
  /** The option checked. */
  answer: number;
  correct: boolean;
  /** The explanation of the option checked. */
  explanation: string;
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
