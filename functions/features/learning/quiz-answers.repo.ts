import { rowsOf } from '../../lib/d1';

// The first answers the server recorded for quiz questions (docs/product.md, Quizzes, pacing and
// certificates): kept once, graded for XP and again for certificates.

/** Keeps a quiz question's first answer; a later answer to the same question changes nothing. */
export function recordFirstAnswerStatement(
  db: D1Database,
  a: { userId: string; lessonId: string; questionId: string; answer: number; now: number },
) {
  return db
    .prepare(
      'INSERT INTO learning_quiz_answers (user_id, lesson_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(a.userId, a.lessonId, a.questionId, a.answer, a.now);
}

/** Reads the first answers of several of a learner's quizzes, for a batch (or alone, readFirstAnswersOf). */
export function firstAnswersStatement(db: D1Database, userId: string, lessonIds: readonly string[]) {
  return db
    .prepare(
      'SELECT lesson_id, question_id, answer FROM learning_quiz_answers WHERE user_id = ? AND lesson_id IN (SELECT value FROM json_each(?))',
    )
    .bind(userId, JSON.stringify(lessonIds));
}

/** The rows of firstAnswersStatement as lesson id → question id → option. */
export function toFirstAnswers(result: D1Result<unknown> | undefined): Map<string, Map<string, number>> {
  const byLesson = new Map<string, Map<string, number>>();
  for (const r of rowsOf<{ lesson_id: string; question_id: string; answer: number }>(result)) {
    const answers = byLesson.get(r.lesson_id) ?? new Map<string, number>();
    answers.set(r.question_id, r.answer);
    byLesson.set(r.lesson_id, answers);
  }
  return byLesson;
}

/** The first answers the server recorded for several of a learner's quizzes: lesson id → question id → option. */
export async function readFirstAnswersOf(
  db: D1Database,
  userId: string,
  lessonIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  return toFirstAnswers(await firstAnswersStatement(db, userId, lessonIds).all());
}
