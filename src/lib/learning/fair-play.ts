// Rules that keep XP and streaks earned by learning, not by scripts. They live here, shared, so
// the lesson pages can tell a learner what the server will accept.

/** Share of a lesson's stated minutes that must pass between opening and completing it. */
const MINIMUM_SHARE_OF_MINUTES = 0.3;
/** No lesson completes sooner than this after it was opened. */
const MINIMUM_LESSON_SECONDS = 20;
/** A quiz grants its XP only at this score (percent of questions right at the first answer). */
export const QUIZ_PASS_PERCENT = 60;

/** Seconds that must pass between opening a lesson and completing it. */
export function minimumLessonSeconds(minutes: number): number {
  return Math.max(MINIMUM_LESSON_SECONDS, Math.round(minutes * 60 * MINIMUM_SHARE_OF_MINUTES));
}

/** Whether a quiz score earns the quiz's XP. */
export const passesQuiz = (score: number) => score >= QUIZ_PASS_PERCENT;
