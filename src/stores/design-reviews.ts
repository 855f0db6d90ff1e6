import { atom, task } from 'nanostores';
import type {
  SavedReview,
  SavedReviewAnswer,
  SavedReviewDeleted,
  SavedReviews,
} from '../../functions/features/design-reviews/design-reviews.schemas';
import { apiRequest } from '../lib/api-client';
import { loadInto, type Loaded } from './loaded';

/** The signed-in user's saved design reviews (names and dates), with the calls that change them. */
export const $savedReviews = atom<Loaded<SavedReviews>>({ status: 'loading' });

export const loadSavedReviews = () => loadInto($savedReviews, () => apiRequest<SavedReviews>('/design-reviews'));

/** Saves a review: a new one, or over the saved review `id`; then reloads the list. */
export function saveReview(input: { name: string; state: string }, id?: string): Promise<SavedReview> {
  return task(async () => {
    const path = id ? `/design-reviews/${encodeURIComponent(id)}` : '/design-reviews';
    const { review } = await apiRequest<SavedReviewAnswer>(path, { method: id ? 'PUT' : 'POST', body: input });
    await loadSavedReviews();
    return review;
  });
}

/** One saved review with its state, to open in the form. */
export function openSavedReview(id: string): Promise<SavedReview> {
  return task(async () => (await apiRequest<SavedReviewAnswer>(`/design-reviews/${encodeURIComponent(id)}`)).review);
}

export function deleteSavedReview(id: string): Promise<void> {
  return task(async () => {
    await apiRequest<SavedReviewDeleted>(`/design-reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
    await loadSavedReviews();
  });
}
