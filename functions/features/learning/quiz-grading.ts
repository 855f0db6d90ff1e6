import type { SessionUser } from '../auth/session.repo';
import { journeyLessons, type CourseJourney, type QuizKey } from '../../../src/lib/learning/course';
import { passesQuiz, QUIZ_PASS_PERCENT } from '../../../src/lib/learning/fair-play';
import type { CourseIndex } from './course';
import { firstAnswersStatement, readFirstAnswersOf, recordFirstAnswerStatement, toFirstAnswers } from './quiz-answers.repo';
import { firstAnswerScore, gradeQuiz } from './quiz';

// Quizzes are graded on the first answer the server recorded for each question (docs/product.md,
// Quizzes, pacing and certificates): for XP, and again for certificates.

/**
 * Grades a completed quiz by the first answer the server recorded for each question (from the
 * answer checks); answers sent now count only for questions never checked, and become their
 * first answers. They are recorded before grading, and the grade reads them back, so completions
 * sent at the same time with different answers are all graded on the same first answers.
 * Resubmitting after learning the right options changes nothing.
 */
export async function gradeByFirstAnswers(
  db: D1Database,
  user: Pick<SessionUser, 'id'>,
  lessonId: string,
  key: readonly QuizKey[],
  sent: Record<string, number> | undefined,
  now: number,
) {
  gradeQuiz(key, sent); // the payload must still answer every question, and only them
  const records = key.flatMap((q) => {
    const answer = sent?.[q.id];
    return answer === undefined ? [] : [recordFirstAnswerStatement(db, { userId: user.id, lessonId, questionId: q.id, answer, now })];
  });
  // One batch: the answers are recorded, then the first answers read back after them.
  const results = await db.batch<unknown>([...records, firstAnswersStatement(db, user.id, [lessonId])]);
  const first = toFirstAnswers(results.at(-1)).get(lessonId) ?? new Map<string, number>();
  const graded = gradeQuiz(
    key,
    Object.fromEntries(
      key.flatMap((q) => {
        const answer = first.get(q.id);
        return answer === undefined ? [] : [[q.id, answer] as const];
      }),
    ),
  );
  return { ...graded, passMark: QUIZ_PASS_PERCENT, passed: passesQuiz(graded.score) };
}

/**
 * The quizzes of a journey the learner has not passed at their first answers (docs/product.md,
 * Quizzes, pacing and certificates), with their scores; a quiz never answered scores 0.
 */
export async function quizzesNotPassed(db: D1Database, index: CourseIndex, userId: string, journey: CourseJourney) {
  const quizzes = journeyLessons(journey).flatMap((lesson) => {
    const key = index.quizKeys.get(lesson.id);
    return key ? [{ lesson, key }] : [];
  });
  const first = await readFirstAnswersOf(
    db,
    userId,
    quizzes.map((q) => q.lesson.id),
  );
  return quizzes
    .map(({ lesson, key }) => ({ id: lesson.id, title: lesson.title, score: firstAnswerScore(key, first.get(lesson.id) ?? new Map()) }))
    .filter((q) => !passesQuiz(q.score));
}
