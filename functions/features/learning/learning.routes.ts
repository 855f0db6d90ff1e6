import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { readParam, readQuery } from '../../lib/query';
import { clientIp, enforceRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth/session.middleware';
import { learnerOf } from '../auth/session-check';
import { courseIndex, publicCourses } from './course';
import { leaderboards } from './leaderboard';
import {
  contentId,
  courseQuerySchema,
  leaderboardQuerySchema,
  progressPayloadSchema,
  quizCheckSchema,
  type LearningStats,
  type LeaderboardResponse,
  type LessonOpened,
  type QuizCheckResponse,
  type QuizReview,
  type SaveProgressResponse,
} from './learning.schemas';
import { saveProgress } from './learning.service';
import { afterResponse } from '../../lib/after-response';
import { openLesson } from './pacing';
import { learnerStats } from './stats';
import { recordFirstAnswerStatement } from './quiz-answers.repo';
import { checkAnswer } from './quiz';
import { quizReview } from './quiz-review';
import { LEARNING_LIMITS } from './learning-limits';

const index = courseIndex;
const signedIn = requireUser();

/**
 * The browser tests run against a real server whose clock cannot be moved, so there (and only
 * there: APP_ENV=test) LEARNING_PACE=off lets lessons complete at once. Worker tests check the
 * pace rule with a moved clock.
 */
const checksPace = <E extends AppEnv>(c: Context<E>) => !(c.env.APP_ENV === 'test' && c.env.LEARNING_PACE === 'off');

function knownCourse(courseId: string) {
  if (!index.journeys.has(courseId)) throw new ApiError(404, 'course_not_found', `There is no course "${courseId}".`);
  return courseId;
}

/** `/learning-hub/*` (docs/product.md, Calls): the course is public, everything else needs a session. */
export const learningRoutes = new Hono<AppEnv>()
  .get('/courses', (c) => c.json({ courses: publicCourses(index.course) }))
  .post('/quiz/:lessonId/check', async (c) => {
    // Limited per address and, for a learner, per account: the check tells whether one option is right.
    const learner = c.get('user');
    await enforceRateLimit(c.env.DB, LEARNING_LIMITS.quizCheckPerIp, clientIp(c), c.get('now'));
    if (learner) await enforceRateLimit(c.env.DB, LEARNING_LIMITS.quizCheckPerUser, learner.id, c.get('now'));
    const { questionId, answer } = await readJson(c, quizCheckSchema);
    const lessonId = c.req.param('lessonId');
    // Whether the chosen option is right and why: never the right option (docs/product.md, Quizzes, pacing and certificates).
    const feedback = checkAnswer(index.quizKeys.get(lessonId), questionId, answer);
    // A signed-in learner's first answer to each question is what the quiz is graded on later.
    if (learner) await recordFirstAnswerStatement(c.env.DB, { userId: learner.id, lessonId, questionId, answer, now: c.get('now') }).run();
    return c.json(feedback satisfies QuizCheckResponse);
  })
  .get('/quiz/:lessonId/review', signedIn, async (c) => {
    const lessonId = readParam(c, 'lessonId', contentId);
    return c.json((await quizReview(c.env.DB, index, c.get('user'), lessonId)) satisfies QuizReview);
  })
  .get('/stats', signedIn, async (c) => {
    const s = await learnerStats(c.env.DB, index, c.get('user'), c.get('now'));
    return c.json({
      progress: s.progress,
      achievements: s.achievements,
      xp: s.xp,
      streak: s.streak,
      opened: s.opened,
      currentLessonId: s.currentLessonId,
    } satisfies LearningStats);
  })
  .post('/progress', async (c) => {
    // The save checks the session itself, in its batch when it can (docs/decisions.md, Learning
    // Hub, "One round trip per save"), and counts the learner's limit before any of its writes.
    const learner = learnerOf(c);
    try {
      const payload = await readJson(c, progressPayloadSchema);
      const saved = await saveProgress(c.env.DB, index, learner, payload, {
        now: c.get('now'),
        checkPace: checksPace(c),
        notify: c.get('notify'),
        later: (task) => afterResponse(c, task),
      });
      return c.json(saved satisfies SaveProgressResponse);
    } catch (error) {
      // A session not yet checked is checked before any other refusal (a malformed body, an unknown
      // lesson): without a valid session the answer is 401, as on every signed-in route.
      await learner.check();
      throw error;
    }
  })
  .post('/lessons/:lessonId/open', signedIn, async (c) => {
    await enforceRateLimit(c.env.DB, LEARNING_LIMITS.progressPerUser, c.get('user').id, c.get('now'));
    const lessonId = readParam(c, 'lessonId', contentId);
    return c.json((await openLesson(c.env.DB, index, c.get('user'), lessonId, c.get('now'))) satisfies LessonOpened);
  })
  .get('/progress', signedIn, async (c) => {
    const { courseId } = readQuery(c, courseQuerySchema);
    const s = await learnerStats(c.env.DB, index, c.get('user'), c.get('now'), courseId && knownCourse(courseId));
    return c.json({ progress: s.progress });
  })
  .get('/progress/:courseId', signedIn, async (c) => {
    const s = await learnerStats(c.env.DB, index, c.get('user'), c.get('now'), knownCourse(readParam(c, 'courseId', contentId)));
    return c.json({ progress: s.progress });
  })
  .get('/achievements', signedIn, async (c) => {
    const s = await learnerStats(c.env.DB, index, c.get('user'), c.get('now'));
    return c.json({ achievements: s.achievements });
  })
  .get('/xp', signedIn, async (c) => c.json((await learnerStats(c.env.DB, index, c.get('user'), c.get('now'))).xp))
  .get('/streak', signedIn, async (c) => c.json((await learnerStats(c.env.DB, index, c.get('user'), c.get('now'))).streak))
  .get('/leaderboard', signedIn, async (c) => {
    const { limit } = readQuery(c, leaderboardQuerySchema);
    return c.json((await leaderboards(c.env.DB, c.get('user'), c.get('now'), limit)) satisfies LeaderboardResponse);
  });
