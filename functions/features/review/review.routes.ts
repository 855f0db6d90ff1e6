import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { readJson } from '../../lib/json-body';
import { readParam } from '../../lib/query';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth/session.middleware';
import { courseIndex } from '../learning/course';
import { gradeSchema, reviewCardIdSchema, type GradeAnswer, type ReviewQueue } from './review.schemas';
import { gradeCard, reviewQueue } from './review.service';

/** Grades only move a schedule once a day per card; the limit bounds the database work one client can cause. */
const gradesPerUser = { name: 'review-grade:user', max: 120, windowSeconds: 60 } satisfies RateLimit;

/** `/learning-hub/review` (docs/api.md, Spaced review): the signed-in learner's own cards only. */
export const reviewRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => c.json((await reviewQueue(c.env.DB, courseIndex, c.get('user'), c.get('now'))) satisfies ReviewQueue))
  .post('/:cardId', async (c) => {
    await enforceRateLimit(c.env.DB, gradesPerUser, c.get('user').id, c.get('now'));
    const cardId = readParam(c, 'cardId', reviewCardIdSchema);
    const { grade } = await readJson(c, gradeSchema);
    return c.json(
      (await gradeCard(c.env.DB, courseIndex, c.get('user'), cardId, grade, {
        now: c.get('now'),
        notify: c.get('notify'),
      })) satisfies GradeAnswer,
    );
  });
