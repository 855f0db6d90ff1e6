import { firstOf, unguarded, type WriteGuard } from '../../lib/d1';
import { REVIEW_XP } from '../../../src/lib/review/review';
import type { Schedule } from './scheduler';

/** A row of review_cards. */
export interface ReviewCardRow {
  user_id: string;
  card_id: string;
  lesson_id: string;
  item_id: string;
  kind: 'flashcard' | 'question';
  due_at: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  scheduled_days: number;
  learning_steps: number;
  last_review_at: number | null;
  last_review_day: string | null;
  created_at: number;
}

export interface ReviewCountsRow {
  due: number | null;
  learned: number | null;
  fresh: number | null;
}

/** Adds a card the learner has met, unless they have it already (its schedule is never reset) or the guard stops it. */
export function insertCardStatement(
  db: D1Database,
  c: {
    userId: string;
    cardId: string;
    lessonId: string;
    itemId: string;
    kind: 'flashcard' | 'question';
    schedule: Schedule;
    day: string | null;
    now: number;
  },
  guard: WriteGuard = unguarded,
) {
  const s = c.schedule;
  return db
    .prepare(
      `INSERT INTO review_cards (user_id, card_id, lesson_id, item_id, kind, due_at, stability, difficulty, reps, lapses, state,
         scheduled_days, learning_steps, last_review_at, last_review_day, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16 WHERE ${guard.sql(17)} ON CONFLICT DO NOTHING`,
    )
    .bind(
      c.userId,
      c.cardId,
      c.lessonId,
      c.itemId,
      c.kind,
      s.due,
      s.stability,
      s.difficulty,
      s.reps,
      s.lapses,
      s.state,
      s.scheduledDays,
      s.learningSteps,
      s.lastReview,
      c.day,
      c.now,
      ...guard.values,
    );
}

export async function findCard(db: D1Database, userId: string, cardId: string) {
  return db.prepare('SELECT * FROM review_cards WHERE user_id = ? AND card_id = ?').bind(userId, cardId).first<ReviewCardRow>();
}

/** Cards due at `now`, soonest first. */
export async function listDueCards(db: D1Database, userId: string, now: number, limit: number) {
  const { results } = await db
    .prepare('SELECT * FROM review_cards WHERE user_id = ? AND due_at <= ? ORDER BY due_at, card_id LIMIT ?')
    .bind(userId, now, limit)
    .all<ReviewCardRow>();
  return results;
}

export function countCardsStatement(db: D1Database, userId: string, now: number) {
  return db
    .prepare(
      `SELECT SUM(due_at <= ?2) AS due, SUM(reps > 0 AND state = 2) AS learned, SUM(reps = 0) AS fresh
       FROM review_cards WHERE user_id = ?1`,
    )
    .bind(userId, now);
}

/** The review XP awards of one day live beside the lessons' as `review:{day}:{cardId}`. */
const dayRange = (day: string) => [`review:${day}:`, `review:${day};`] as const;

export function reviewXpTodayStatement(db: D1Database, userId: string, day: string) {
  const [from, to] = dayRange(day);
  return db
    .prepare('SELECT COALESCE(SUM(xp), 0) AS xp FROM learning_xp_awards WHERE user_id = ? AND lesson_id >= ? AND lesson_id < ?')
    .bind(userId, from, to);
}

/**
 * Applies a grade: only if the card is still as it was read (same number of reviews), is due, and
 * was not graded on this day or a later one. Concurrent grades therefore settle to one.
 */
export function gradeCardStatement(
  db: D1Database,
  g: { userId: string; cardId: string; readReps: number; schedule: Schedule; day: string; now: number },
) {
  const s = g.schedule;
  return db
    .prepare(
      `UPDATE review_cards SET due_at = ?3, stability = ?4, difficulty = ?5, reps = ?6, lapses = ?7, state = ?8,
         scheduled_days = ?9, learning_steps = ?10, last_review_at = ?11, last_review_day = ?12
       WHERE user_id = ?1 AND card_id = ?2 AND reps = ?13 AND due_at <= ?11
         AND (last_review_day IS NULL OR last_review_day < ?12) AND (last_review_at IS NULL OR last_review_at <= ?11)
       RETURNING *`,
    )
    .bind(
      g.userId,
      g.cardId,
      s.due,
      s.stability,
      s.difficulty,
      s.reps,
      s.lapses,
      s.state,
      s.scheduledDays,
      s.learningSteps,
      g.now,
      g.day,
      g.readReps,
    );
}

/**
 * Awards `xp` review XP for a grade this request counted (the card carries this request's time and
 * day), only while the day's total stays within the cap, read in the same statement, so grades
 * of different cards at once cannot pass it. The key `review:{day}:{cardId}` makes it once per
 * card a day.
 */
export function reviewXpStatement(db: D1Database, a: { userId: string; cardId: string; day: string; now: number; xp: number }) {
  const [from, to] = dayRange(a.day);
  return db
    .prepare(
      `INSERT INTO learning_xp_awards (user_id, lesson_id, xp, awarded_at)
       SELECT ?1, ?2, ?5, ?3
       FROM (SELECT COALESCE(SUM(xp), 0) AS earned FROM learning_xp_awards WHERE user_id = ?1 AND lesson_id >= ?7 AND lesson_id < ?8)
       WHERE ?5 > 0 AND earned + ?5 <= ?6
         AND EXISTS (SELECT 1 FROM review_cards WHERE user_id = ?1 AND card_id = ?4 AND last_review_at = ?3 AND last_review_day = ?9)
       ON CONFLICT DO NOTHING RETURNING xp`,
    )
    .bind(a.userId, `review:${a.day}:${a.cardId}`, a.now, a.cardId, a.xp, REVIEW_XP.dailyCap, from, to, a.day);
}

export const xpOf = (result: D1Result<unknown> | undefined) => firstOf<{ xp: number }>(result)?.xp ?? 0;

/**
 * Learners with cards due at `now` and no review reminder in the last `quietMs` (however their
 * days fall), with how many cards are due; at most `limit` a sweep.
 */
export async function learnersToRemind(db: D1Database, now: number, quietMs: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT c.user_id, u.time_zone, COUNT(*) AS due FROM review_cards c JOIN users u ON u.id = c.user_id
       WHERE c.due_at <= ?1
         AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = c.user_id AND n.kind = 'review_due' AND n.created_at > ?2)
       GROUP BY c.user_id ORDER BY c.user_id LIMIT ?3`,
    )
    .bind(now, now - quietMs, limit)
    .all<{ user_id: string; time_zone: string; due: number }>();
  return results;
}
