// Spaced review rules both sides use (docs/product.md, Spaced review): the grades a learner gives,
// how a card's id is made, and the small, capped XP a day of review earns.

/** The four grades, weakest first: "again" means forgotten, "easy" means known without effort. */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** A review card's id: the lesson's id and the item's id (a question id, or `card-N` for a flashcard). */
export const reviewCardId = (lessonId: string, itemId: string) => `${lessonId}.${itemId}`;

/** A card id as the API accepts it: two lowercase slugs joined by a dot. */
export const REVIEW_CARD_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** XP for reviewing: one per card graded (once per card a day), at most ten a day. */
export const REVIEW_XP = { perCard: 1, dailyCap: 10 } as const;

/** The XP one more counted grade earns, given the review XP already earned that day. */
export const reviewXpFor = (earnedToday: number) => Math.max(0, Math.min(REVIEW_XP.perCard, REVIEW_XP.dailyCap - Math.max(0, earnedToday)));
