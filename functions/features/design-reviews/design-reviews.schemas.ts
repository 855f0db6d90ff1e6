// The saved design reviews API (docs/api.md, Design reviews): the request schemas the routes
// validate with and the response types they answer with, which the page's store imports as types.
import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../../../src/lib/design-review/system';
import { MAX_ENCODED_LENGTH, decodeSystem } from '../../../src/lib/design-review/url-state';
import { REVIEW_ID } from '../../../src/lib/design-review/saved';

// ---- Requests ----------------------------------------------------------------------------------

/** `POST /design-reviews` and `PUT /design-reviews/{id}`: a name and the review as its link holds it. */
export const saveReviewSchema = z.strictObject({
  name: z
    .string({ error: 'Give the review a name.' })
    .trim()
    .min(1, 'Give the review a name.')
    .max(MAX_NAME_LENGTH, `A name has at most ${MAX_NAME_LENGTH} characters.`),
  state: z
    .string({ error: 'Send the review as the page encodes it.' })
    .max(MAX_ENCODED_LENGTH, { error: `A review has at most ${MAX_ENCODED_LENGTH} characters.`, abort: true })
    .refine((s) => decodeSystem(s).problem === null, 'This is not a design review the page can read.'),
});

/** A saved review's id in the address. */
export const reviewIdSchema = z.string().regex(REVIEW_ID, 'This is not a saved review id.');

// ---- Responses ---------------------------------------------------------------------------------

/** A saved review in the owner's list. */
export interface SavedReviewSummary {
  id: string;
  name: string;
  /** Unix ms. */
  createdAt: number;
  updatedAt: number;
}

/** One saved review, with the state the page opens. */
export interface SavedReview extends SavedReviewSummary {
  state: string;
}

/** `GET /design-reviews`: the owner's reviews, most recently saved first, and how many may be kept. */
export interface SavedReviews {
  reviews: SavedReviewSummary[];
  limit: number;
}

/** `POST`, `GET` and `PUT /design-reviews/{id}`. */
export interface SavedReviewAnswer {
  review: SavedReview;
}

/** `DELETE /design-reviews/{id}`. */
export interface SavedReviewDeleted {
  deleted: true;
}
