import { task } from 'nanostores';
import type { LessonOpened, QuizCheck, QuizCheckResponse, QuizReview } from '../../functions/features/learning/learning.schemas';
import { apiRequest } from '../lib/api-client';
import { $learningSession } from './learning-session';

// The calls a lesson page makes besides saving progress (which the learning store does): taking
// the lesson up (its reading clock), checking one quiz answer, and a completed quiz's review.

/**
 * Tells the server the learner has a lesson open: it becomes their current lesson, whose reading
 * clock runs (and the previous one's stops); a lesson completes once it has had a fair share of
 * its minutes that way. A failure is harmless (a completion attempt also makes it current).
 */
export function openLesson(lessonId: string): Promise<void> {
  return task(async () => {
    if ($learningSession.get().status !== 'signed-in') return;
    try {
      await apiRequest<LessonOpened>(`/learning-hub/lessons/${encodeURIComponent(lessonId)}/open`, { method: 'POST', body: {} });
    } catch {
      // Nothing to show: completing later still works once the time has passed.
    }
  });
}

/** Asks the server whether one quiz answer is right and why; the answer key never reaches the browser. */
export function checkQuizAnswer(lessonId: string, questionId: string, answer: number): Promise<QuizCheckResponse> {
  return task(() =>
    apiRequest<QuizCheckResponse>(`/learning-hub/quiz/${encodeURIComponent(lessonId)}/check`, {
      method: 'POST',
      body: { questionId, answer } satisfies QuizCheck,
    }),
  );
}

/** The review of a quiz the learner completed: first answers, right options and their explanations. */
export function loadQuizReview(lessonId: string): Promise<QuizReview> {
  return task(() => apiRequest<QuizReview>(`/learning-hub/quiz/${encodeURIComponent(lessonId)}/review`));
}
