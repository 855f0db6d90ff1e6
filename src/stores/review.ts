import { atom, task } from 'nanostores';
import type { GradeAnswer, ReviewQueue } from '../../functions/features/review/review.schemas';
import type { ReviewGrade } from '../lib/review/review';
import { apiRequest } from '../lib/api-client';
import { loadInto, type Loaded } from './loaded';

/** The signed-in learner's review queue: the due cards, the counts and today's review XP. */
export const $review = atom<Loaded<ReviewQueue>>({ status: 'loading' });

export const loadReview = () => loadInto($review, () => apiRequest<ReviewQueue>('/learning-hub/review'));

/**
 * Grades the first card of the queue. The server decides the schedule and the XP; the card leaves
 * the queue with the counts and XP the server answered. A refused grade keeps the card.
 */
export function gradeReviewCard(cardId: string, grade: ReviewGrade): Promise<GradeAnswer> {
  return task(async () => {
    const answer = await apiRequest<GradeAnswer>(`/learning-hub/review/${encodeURIComponent(cardId)}`, {
      method: 'POST',
      body: { grade },
    });
    const state = $review.get();
    if (state.status === 'ready') {
      $review.set({
        status: 'ready',
        data: {
          ...state.data,
          cards: state.data.cards.filter((c) => c.id !== cardId),
          counts: answer.counts,
          xpToday: state.data.xpToday + answer.xpAwarded,
        },
      });
    }
    return answer;
  });
}
