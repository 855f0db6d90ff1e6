import { Hono } from 'hono';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { readParam } from '../../lib/query';
import { MAX_SAVED_REVIEWS } from '../../../src/lib/design-review/saved';
import { requireUser } from '../auth/session.middleware';
import { deleteReview, findReview, insertReview, listReviews, updateReview } from './design-reviews.repo';
import { toSavedReview, toSavedReviewSummary } from './design-reviews.views';
import {
  reviewIdSchema,
  saveReviewSchema,
  type SavedReviewAnswer,
  type SavedReviewDeleted,
  type SavedReviews,
} from './design-reviews.schemas';

// Someone else's review answers exactly like one that does not exist, so ids reveal nothing.
const notFound = () => new ApiError(404, 'design_review_not_found', 'There is no such saved review.');

/** `/design-reviews`: a signed-in user's saved design reviews; nobody else can list, read, change or delete them. */
export const designReviewsRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => {
    const rows = await listReviews(c.env.DB, c.get('user').id);
    return c.json({ reviews: rows.map(toSavedReviewSummary), limit: MAX_SAVED_REVIEWS } satisfies SavedReviews);
  })
  .post('/', async (c) => {
    const { name, state } = await readJson(c, saveReviewSchema);
    const now = c.get('now');
    const row = {
      id: encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(16))),
      user_id: c.get('user').id,
      name,
      state,
      created_at: now,
      updated_at: now,
    };
    if (!(await insertReview(c.env.DB, row, MAX_SAVED_REVIEWS))) {
      throw new ApiError(
        409,
        'design_review_limit',
        `You have ${MAX_SAVED_REVIEWS} saved reviews, the most an account keeps. Delete one to save another.`,
      );
    }
    return c.json({ review: toSavedReview(row) } satisfies SavedReviewAnswer, 201);
  })
  .get('/:id', async (c) => {
    const id = readParam(c, 'id', reviewIdSchema);
    const row = await findReview(c.env.DB, c.get('user').id, id);
    if (!row) throw notFound();
    return c.json({ review: toSavedReview(row) } satisfies SavedReviewAnswer);
  })
  .put('/:id', async (c) => {
    const id = readParam(c, 'id', reviewIdSchema);
    const { name, state } = await readJson(c, saveReviewSchema);
    const row = await updateReview(c.env.DB, c.get('user').id, id, { name, state, now: c.get('now') });
    if (!row) throw notFound();
    return c.json({ review: toSavedReview(row) } satisfies SavedReviewAnswer);
  })
  .delete('/:id', async (c) => {
    const id = readParam(c, 'id', reviewIdSchema);
    if (!(await deleteReview(c.env.DB, c.get('user').id, id))) throw notFound();
    return c.json({ deleted: true } satisfies SavedReviewDeleted);
  });
