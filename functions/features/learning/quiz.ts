import type { QuizKey } from '../../../src/lib/learning/course';
import { ApiError, validationFailed } from '../../lib/errors';

/** Grades a whole quiz on the server. Every question must be answered, and only its questions. */
export function gradeQuiz(key: readonly QuizKey[], answers: Record<string, number> | undefined) {
  if (!answers) {
    throw validationFailed([{ path: 'answers', message: 'are required to complete a quiz' }]);
  }
  const known = new Set(key.map((q) => q.id));
  const issues = [
    ...key.filter((q) => answers[q.id] === undefined).map((q) => ({ path: `answers.${q.id}`, message: 'is not answered' })),
    ...Object.keys(answers)
      .filter((id) => !known.has(id))
      .map((id) => ({ path: `answers.${id}`, message: 'is not a question of this quiz' })),
  ];
  if (issues.length) throw validationFailed(issues);
  const results = key.map((q) => ({ questionId: q.id, correct: answers[q.id] === q.answer, answer: q.answer }));
  const correct = results.filter((r) => r.correct).length;
  return { score: Math.round((correct / key.length) * 100), correct, total: key.length, results };
}

/** Checks one answer, for the feedback shown right after answering: the right option and every explanation. */
export function checkAnswer(key: readonly QuizKey[] | undefined, questionId: string, answer: number) {
  if (!key) throw new ApiError(404, 'quiz_not_found', 'There is no quiz with that id.');
  const question = key.find((q) => q.id === questionId);
  if (!question) throw new ApiError(404, 'question_not_found', `The quiz has no question "${questionId}".`);
  return { questionId, correct: answer === question.answer, correctAnswer: question.answer, explanations: question.explanations };
}
