import type { SessionUser } from '../auth/session.repo';
import { ApiError } from '../../lib/errors';
import type { CourseIndex } from './course';
import { hasCompleted } from './learning.repo';
import { readFirstAnswersOf } from './quiz-answers.repo';
import type { QuizReview } from './learning.schemas';

/**
 * The review of a completed quiz (docs/product.md, Quizzes, pacing and certificates): each
 * question with the learner's first answer, the right option and both explanations. Only after
 * the learner completed the quiz, which is when it was graded on those first answers and they
 * can no longer change; before that the answer key stays on the server (409).
 */
export async function quizReview(db: D1Database, index: CourseIndex, user: SessionUser, lessonId: string): Promise<QuizReview> {
  const key = index.quizKeys.get(lessonId);
  if (!key) throw new ApiError(404, 'quiz_not_found', 'There is no quiz with that id.');
  if (!(await hasCompleted(db, user.id, lessonId))) {
    throw new ApiError(409, 'quiz_not_completed', 'Finish the quiz first: its answers are shown once it is graded.');
  }
  const first = (await readFirstAnswersOf(db, user.id, [lessonId])).get(lessonId) ?? new Map<string, number>();
  const questions = key.map((q) => {
    const answer = first.get(q.id) ?? null;
    return {
      questionId: q.id,
      answer,
      correct: answer === q.answer,
      rightAnswer: q.answer,
      answerExplanation: answer === null ? null : (q.explanations[answer] ?? null),
      rightExplanation: q.explanations[q.answer] ?? '',
    };
  });
  return { lessonId, correct: questions.filter((q) => q.correct).length, total: key.length, questions };
}
