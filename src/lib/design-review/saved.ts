/** Limits of saved design reviews, shared by the API and the page (docs/design-review.md, Saved reviews). */
export const MAX_SAVED_REVIEWS = 50;
/** A saved review's id: 26 lowercase base32 characters (16 random bytes). */
export const REVIEW_ID = /^[a-z2-7]{26}$/;
