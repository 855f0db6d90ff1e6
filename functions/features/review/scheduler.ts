import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { REVIEW_GRADES, type ReviewGrade } from '../../../src/lib/review/review';

// The review schedule (docs/decisions.md, Spaced review): FSRS, through the ts-fsrs library, with
// whole-day intervals. The server alone runs it; the page only shows the result.

/**
 * FSRS with its published default weights, a 90 % retention target, whole days (short-term steps
 * off, since a card is graded at most once a day), no random fuzz (the same grades always give the
 * same schedule) and at most a year between reviews.
 */
const MAXIMUM_DAYS = 365;
const scheduler = fsrs({ request_retention: 0.9, maximum_interval: MAXIMUM_DAYS, enable_fuzz: false, enable_short_term: false });
const DAY_MS = 86_400_000;

/** A card's schedule as it is stored: times in unix ms. */
export interface Schedule {
  due: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  scheduledDays: number;
  learningSteps: number;
  lastReview: number | null;
}

const RATINGS: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

function toSchedule(card: Card): Schedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** A card never reviewed, due at once. */
export const newSchedule = (now: number): Schedule => toSchedule(createEmptyCard(new Date(now)));

/**
 * The schedule after a grade. A clock that went back (now before the last review) counts as no
 * time passed, so it can neither shorten nor stretch an interval. An unknown grade is refused.
 */
export function gradeSchedule(s: Schedule, grade: ReviewGrade, now: number): Schedule {
  if (!REVIEW_GRADES.includes(grade)) throw new RangeError(`Unknown review grade "${String(grade)}".`);
  const at = Math.max(now, s.lastReview ?? now);
  const card: Card = {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    ...(s.lastReview === null ? {} : { last_review: new Date(s.lastReview) }),
  };
  const next = toSchedule(scheduler.next(card, new Date(at), RATINGS[grade]).card);
  // The library can go a day or two past its maximum (it keeps "easy" ahead of "good"); the cap holds here.
  if (next.due - at > MAXIMUM_DAYS * DAY_MS) return { ...next, due: at + MAXIMUM_DAYS * DAY_MS, scheduledDays: MAXIMUM_DAYS };
  return next;
}

/** Whether a schedule counts as learned: reviewed, and not forgotten at its last grade. */
export const isLearned = (s: Pick<Schedule, 'reps' | 'state'>) => s.reps > 0 && s.state === 2;
