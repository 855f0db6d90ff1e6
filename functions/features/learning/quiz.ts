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
  // Which answers were right, never which option is: the key stays on the server.
  const results = key.map((q) => ({ questionId: q.id, correct: answers[q.id] === q.answer }));
  return { ...scoreOf(key, (id) => answers[id]), results };
}

/** The score of a quiz's answers (the option chosen for each question id); a question without an answer counts as wrong. */
function scoreOf(key: readonly QuizKey[], answerTo: (questionId: string) => number | undefined) {
  const correct = key.filter((q) => answerTo(q.id) === q.answer).length;
  return { score: Math.round((correct / key.length) * 100), correct, total: key.length };
}

/**
 * A quiz's score at the first answers the server recorded (docs/product.md, Quizzes, pacing and
 * certificates): what the pass mark and certificates go by. Unanswered questions count as wrong.
 */
export const firstAnswerScore = (key: readonly QuizKey[], firstAnswers: ReadonlyMap<string, number>) =>
  scoreOf(key, (id) => firstAnswers.get(id)).score;

/**
 * Checks one answer, for the feedback shown right after answering: whether the chosen option is
 * right, and the explanation of that option only. Never the right option or the other explanations.
 */
export function checkAnswer(key: readonly QuizKey[] | undefined, questionId: string, answer: number) {
  if (!key) throw new ApiError(404, 'quiz_not_found', 'There is no quiz with that id.');
  const question = key.find((q) => q.id === questionId);
  if (!question) throw new ApiError(404, 'question_not_found', `The quiz has no question "${questionId}".`);
  return { questionId, answer, correct: answer === question.answer, explanation: question.explanations[answer] ?? '' };
}
