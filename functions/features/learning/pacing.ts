import type { SessionUser } from '../auth/session.repo';
import { ApiError } from '../../lib/errors';
import { minimumLessonSeconds } from '../../../src/lib/learning/fair-play';
import type { CourseIndex, LessonPlace } from './course';
import { takeUpLesson, type LessonClock } from './learning.repo';
import type { LessonOpened } from './learning.schemas';

// The reading clock (docs/decisions.md, Hardening): a lesson's first completion waits for a fair
// share of its minutes as the learner's current lesson, one lesson at a time.

/** Reading time a lesson has at `now`: what it kept from earlier turns, plus its running clock if it is the current lesson. */
const readingMs = (clock: LessonClock, now: number) =>
  clock.read_ms + (clock.current_since === null ? 0 : Math.max(0, now - clock.current_since));

/**
 * Makes a lesson the learner's current one (stopping the clock of the lesson that was) and says
 * how much reading time it has, how much it needs, and when it can be completed if the learner
 * stays with it.
 */
export async function openLesson(
  db: D1Database,
  index: CourseIndex,
  user: SessionUser,
  lessonId: string,
  now: number,
): Promise<LessonOpened> {
  const place = index.lessons.get(lessonId);
  if (!place) throw new ApiError(404, 'lesson_not_found', 'There is no lesson with that id.');
  const { clock } = await takeUpLesson(db, user.id, lessonId, now);
  const neededSeconds = minimumLessonSeconds(place.lesson.minutes);
  const read = readingMs(clock, now);
  return {
    lessonId,
    openedAt: new Date(clock.opened_at).toISOString(),
    completableAt: new Date(now + Math.max(0, neededSeconds * 1000 - read)).toISOString(),
    readSeconds: Math.floor(read / 1000),
    neededSeconds,
  };
}

/**
 * A lesson's XP is earned by time spent with it, one lesson at a time: a first completion is
 * refused (409 with Retry-After) until the lesson has had a fair share of its stated minutes as
 * the learner's current lesson. Trying to complete a lesson makes it the current one, so the
 * Retry-After holds if the learner stays with it; a lesson nobody opened starts its clock now.
 */
export async function assertPaced(db: D1Database, user: Pick<SessionUser, 'id'>, place: LessonPlace, now: number) {
  const { clock, awarded } = await takeUpLesson(db, user.id, place.lesson.id, now);
  if (awarded) return;
  const needed = minimumLessonSeconds(place.lesson.minutes);
  const missingMs = needed * 1000 - readingMs(clock, now);
  if (missingMs > 0) {
    const wait = Math.ceil(missingMs / 1000);
    throw new ApiError(
      409,
      'lesson_too_soon',
      `Take your time with this lesson: it can be completed after ${needed} seconds with it open, one lesson at a time, in ${wait} more second${wait === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
}
