import { useEffect, useState } from 'react';
import type { QuizReview as QuizReviewData } from '../../../functions/features/learning/learning.schemas';
import { errorMessage } from '../../lib/api-client';
import { loadQuizReview } from '../../stores/lesson';
import type { QuizQuestionView } from './Quiz';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * The review screen of a completed quiz: every question with the learner's first answer, the
 * right option and both explanations. The server hands them out only once the quiz is completed.
 * `version` changes after each completion, so the screen reloads with the new grade.
 */
export function QuizReview({ lessonId, questions, version }: { lessonId: string; questions: QuizQuestionView[]; version: number }) {
  const [review, setReview] = useState<QuizReviewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    loadQuizReview(lessonId).then(setReview, (e: unknown) => setError(errorMessage(e)));
  }, [lessonId, version]);

  if (error) return <p className="learning-error">{error}</p>;
  if (!review) return <p className="muted">Loading the review of your answers…</p>;
  const prompts = new Map(questions.map((q) => [q.id, q]));
  return (
    <section className="quiz-review" aria-labelledby="quiz-review-heading" data-testid="quiz-review">
      <h2 id="quiz-review-heading">
        Review: {review.correct} of {review.total} right at your first answers
      </h2>
      <ol>
        {review.questions.map((q) => {
          const view = prompts.get(q.questionId);
          const option = (i: number | null) => (i === null ? 'no answer recorded' : `${LETTERS[i]}. ${view?.options[i] ?? ''}`);
          return (
            <li key={q.questionId} className={`card ${q.correct ? 'is-right' : 'is-wrong'}`} data-review-question={q.questionId}>
              <p>
                <strong>{view?.prompt}</strong>
              </p>
              <p>
                Your first answer: {option(q.answer)} — {q.correct ? 'right' : 'not right'}
              </p>
              {q.answerExplanation && !q.correct && <p className="muted">Why not: {q.answerExplanation}</p>}
              {!q.correct && <p>Right answer: {option(q.rightAnswer)}</p>}
              <p className="muted">Why it is right: {q.rightExplanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
