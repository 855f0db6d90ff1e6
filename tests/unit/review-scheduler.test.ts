import { describe, expect, it } from 'vitest';
import { gradeSchedule, isLearned, newSchedule, type Schedule } from '../../functions/features/review/scheduler';
import { REVIEW_XP, reviewCardId, REVIEW_CARD_ID_PATTERN, reviewXpFor, type ReviewGrade } from '../../src/lib/review/review';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0);
const days = (s: Schedule) => Math.round((s.due - (s.lastReview ?? 0)) / DAY);

/** Grades a card on its due date each time, returning every schedule. */
function run(grades: ReviewGrade[]) {
  let s = newSchedule(T0);
  const out: Schedule[] = [];
  for (const g of grades) {
    s = gradeSchedule(s, g, Math.max(s.due, T0));
    out.push(s);
  }
  return out;
}

describe('review scheduler (FSRS)', () => {
  it('a new card is due at once and not learned', () => {
    const s = newSchedule(T0);
    expect(s.due).toBe(T0);
    expect(s.reps).toBe(0);
    expect(isLearned(s)).toBe(false);
  });

  it('intervals are whole days, and grow with every "good" recall', () => {
    const intervals = run(['good', 'good', 'good', 'good']).map(days);
    for (const d of intervals) expect(Number.isInteger(d) && d >= 1).toBe(true);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]!).toBeGreaterThan(intervals[i - 1]!);
  });

  it('a better grade never schedules sooner than a worse one', () => {
    const grades: ReviewGrade[] = ['again', 'hard', 'good', 'easy'];
    const due = grades.map((g) => gradeSchedule(newSchedule(T0), g, T0).due);
    expect(due[0]).toBe(T0 + DAY);
    for (let i = 1; i < due.length; i++) expect(due[i]!).toBeGreaterThanOrEqual(due[i - 1]!);
  });

  it('a lapse counts, shortens the interval and leaves the card not learned until recalled again', () => {
    const [, , long] = run(['good', 'good', 'good']);
    const lapsed = gradeSchedule(long!, 'again', long!.due);
    expect(lapsed.lapses).toBe(1);
    expect(days(lapsed)).toBeLessThan(days(long!));
    expect(isLearned(long!)).toBe(true);
  });

  it('never schedules more than a year ahead', () => {
    const many = run(Array.from({ length: 12 }, () => 'easy' as const));
    for (const s of many) expect(days(s)).toBeLessThanOrEqual(365);
  });

  it('refuses grades out of range', () => {
    for (const bad of ['perfect', '', 'Again', 0, 5, undefined]) {
      expect(() => gradeSchedule(newSchedule(T0), bad as ReviewGrade, T0)).toThrow(RangeError);
    }
  });

  it('a clock that went back counts as no time passed: the next due date is never before the last review', () => {
    const first = gradeSchedule(newSchedule(T0), 'good', T0);
    const back = gradeSchedule(first, 'good', T0 - 3 * DAY);
    expect(back.lastReview).toBe(T0);
    expect(back.due).toBeGreaterThan(T0);
    // The same as grading at the last review itself.
    expect(back).toEqual(gradeSchedule(first, 'good', T0));
  });

  it('a clock that jumped ahead treats the card as overdue, which never shortens the interval', () => {
    const first = gradeSchedule(newSchedule(T0), 'good', T0);
    const onTime = gradeSchedule(first, 'good', first.due);
    const late = gradeSchedule(first, 'good', first.due + 30 * DAY);
    expect(days(late)).toBeGreaterThanOrEqual(days(onTime));
  });

  it('is deterministic: the same grades at the same times give the same schedule', () => {
    expect(run(['good', 'hard', 'again', 'easy'])).toEqual(run(['good', 'hard', 'again', 'easy']));
  });
});

describe('review XP and card ids', () => {
  it('earns one XP per counted card, capped per day', () => {
    expect(reviewXpFor(0)).toBe(REVIEW_XP.perCard);
    expect(reviewXpFor(REVIEW_XP.dailyCap - 1)).toBe(1);
    expect(reviewXpFor(REVIEW_XP.dailyCap)).toBe(0);
    expect(reviewXpFor(REVIEW_XP.dailyCap + 5)).toBe(0);
    expect(reviewXpFor(-3)).toBe(REVIEW_XP.perCard);
    let total = 0;
    for (let i = 0; i < 100; i++) total += reviewXpFor(total);
    expect(total).toBe(REVIEW_XP.dailyCap);
  });

  it('card ids join a lesson id and an item id, and the pattern accepts only that', () => {
    expect(reviewCardId('agent-foundations-quiz-1', 'q1')).toBe('agent-foundations-quiz-1.q1');
    expect(REVIEW_CARD_ID_PATTERN.test('agent-foundations-flashcards.card-3')).toBe(true);
    for (const bad of ['x', 'a..b', 'A.b', 'a.b.c', '__proto__.x', 'a/b.c', '.b']) expect(REVIEW_CARD_ID_PATTERN.test(bad)).toBe(false);
  });
});
