import { reviewCardId } from '../../../src/lib/review/review';
import type { CourseIndex } from '../learning/course';
import type { WriteGuard } from '../../lib/d1';
import { insertCardStatement } from './review.repo';
import { gradeSchedule, newSchedule } from './scheduler';

// Cards a learner meets (docs/product.md, Spaced review): a flashcard deck's cards when the learner
// works on the deck, and a quiz's questions once the quiz is completed and graded (their right
// options are shown on review, so never before). Adding a card they have already changes nothing.

/** Every card of a flashcard deck, new and due at once (unless the guard stops the writes). */
export function deckCardStatements(
  db: D1Database,
  index: CourseIndex,
  g: { userId: string; lessonId: string; now: number; guard: WriteGuard },
) {
  const { userId, lessonId, now, guard } = g;
  return (index.course.reviewItems[lessonId] ?? []).map((item) =>
    insertCardStatement(
      db,
      {
        userId,
        cardId: reviewCardId(lessonId, item.id),
        lessonId,
        itemId: item.id,
        kind: 'flashcard',
        schedule: newSchedule(now),
        day: null,
        now,
      },
      guard,
    ),
  );
}

/**
 * A graded quiz's questions, scheduled from the first answers: one answered wrong counts as
 * forgotten and comes back the next day, one answered right as remembered and comes back later.
 */
export function quizCardStatements(
  db: D1Database,
  g: { userId: string; lessonId: string; results: readonly { questionId: string; correct: boolean }[]; day: string; now: number },
) {
  return g.results.map((r) =>
    insertCardStatement(db, {
      userId: g.userId,
      cardId: reviewCardId(g.lessonId, r.questionId),
      lessonId: g.lessonId,
      itemId: r.questionId,
      kind: 'question',
      schedule: gradeSchedule(newSchedule(g.now), r.correct ? 'good' : 'again', g.now),
      day: g.day,
      now: g.now,
    }),
  );
}
