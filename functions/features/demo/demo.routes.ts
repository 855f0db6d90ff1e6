import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { readParam } from '../../lib/query';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { attemptLevel } from '../../../src/lib/demo/challenges';
import { requireUser } from '../auth/session.middleware';
import { courseIndex } from '../learning/course';
import { evaluateAchievements } from '../learning/achievements';
import { listSolvedLevels, recordSolvedLevel } from './demo.repo';
import { attemptSchema, levelParam, type AttemptVerdict, type SolvedLevels } from './demo.schemas';

/** Each attempt runs the engine (a few milliseconds); this only bounds the work one learner can cause. */
const ATTEMPTS_PER_USER: RateLimit = { name: 'demo-attempt:user', max: 60, windowSeconds: 60 };

/**
 * `/demo/challenges`: a signed-in learner's solved challenge levels. The server decides whether a
 * level is solved by running the same engine as the page on the submitted text; the client's
 * opinion is never asked for.
 */
export const demoRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/challenges', async (c) => c.json({ solvedLevels: await listSolvedLevels(c.env.DB, c.get('user').id) } satisfies SolvedLevels))
  .post('/challenges/:level/attempts', async (c) => {
    const user = c.get('user');
    await enforceRateLimit(c.env.DB, ATTEMPTS_PER_USER, user.id, c.get('now'));
    const level = readParam(c, 'level', levelParam);
    const { text } = await readJson(c, attemptSchema);
    const attempt = attemptLevel(level, text);
    if (!attempt) throw new ApiError(404, 'level_not_found', 'There is no such challenge level.');
    if (!attempt.solved) {
      return c.json({
        solved: false,
        explanation: attempt.explanation,
        solvedLevels: await listSolvedLevels(c.env.DB, user.id),
        newAchievements: [],
      } satisfies AttemptVerdict);
    }
    await recordSolvedLevel(c.env.DB, user.id, level, c.get('now'));
    const { newAchievements } = await evaluateAchievements(c.env.DB, courseIndex, user, c.get('now'), c.get('notify'));
    return c.json({
      solved: true,
      explanation: attempt.explanation,
      solvedLevels: await listSolvedLevels(c.env.DB, user.id),
      newAchievements,
    } satisfies AttemptVerdict);
  });
