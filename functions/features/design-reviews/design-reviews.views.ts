import type { DesignReviewRow } from './design-reviews.repo';
import type { SavedReview, SavedReviewSummary } from './design-reviews.schemas';

export const toSavedReviewSummary = (row: Omit<DesignReviewRow, 'state' | 'user_id'>): SavedReviewSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toSavedReview = (row: DesignReviewRow): SavedReview => ({ ...toSavedReviewSummary(row), state: row.state });
