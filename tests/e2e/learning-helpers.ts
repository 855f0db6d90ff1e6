import { expect, request, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { LearningCourse } from '../../src/lib/learning/course';

const course = JSON.parse(readFileSync('functions/features/learning/course.generated.json', 'utf8')) as LearningCourse;
/** The origin of the site under test; unsafe API requests must carry it. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

const places = course.journeys.flatMap((j) => j.chapters.flatMap((ch) => ch.lessons.map((l) => ({ journey: j.id, chapter: ch.id, ...l }))));

/** Lessons of the shipped content by kind, with their page address. */
export const lessonsOf = (kind: 'reading' | 'quiz' | 'flashcards') =>
  places.filter((p) => p.kind === kind).map((p) => ({ ...p, url: `/learning-hub/${p.journey}/${p.id}` }));

/** Signs the browser in as a fresh learner through the test-only route (APP_ENV=test). */
export async function signInAsNewLearner(
  page: Page,
  user: { displayName?: string; timeZone?: string; profileVisibility?: 'public' | 'private' } = {},
) {
  const res = await page.request.post('/api/v1/dev/test-session', { headers: { origin: ORIGIN }, data: user });
  expect(res.status()).toBe(201);
}

/**
 * The right option of every question of a quiz, learned the only way the site allows: a visitor
 * checking one option after another until the server says "right" (it never names the right one).
 */
export async function rightAnswers(page: Page, lessonId: string, questionIds: string[]) {
  // Asked as a visitor, without the page's cookies: a signed-in learner's checks are their first answers.
  const visitor = await request.newContext({ baseURL: new URL(page.url()).origin });
  const answers: Record<string, number> = {};
  for (const questionId of questionIds) {
    for (let option = 0; option < 4 && answers[questionId] === undefined; option++) {
      const res = await visitor.post(`/api/v1/learning-hub/quiz/${lessonId}/check`, {
        headers: { origin: ORIGIN },
        data: { questionId, answer: option },
      });
      expect(res.status()).toBe(200);
      const checked = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(checked).sort()).toEqual(['answer', 'correct', 'explanation', 'questionId']);
      if (checked.correct === true) answers[questionId] = option;
    }
  }
  await visitor.dispose();
  return answers;
}

/** Answers every question of the quiz on the page (all right, or with the first `wrong` ones wrong). */
export async function answerQuiz(page: Page, lessonId: string, wrong = 0) {
  const questions = page.locator('.quiz-question');
  const ids = await questions.evaluateAll((els) => els.map((el) => el.getAttribute('data-question')!));
  const key = await rightAnswers(page, lessonId, ids);
  for (const [i, id] of ids.entries()) {
    const question = page.locator(`[data-question="${id}"]`);
    const choice = i < wrong ? (key[id]! + 1) % 4 : key[id]!;
    await question.getByRole('radio').nth(choice).check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    await expect(question.locator('.quiz-feedback strong')).toHaveText(i < wrong ? 'Not right.' : 'Right.');
  }
}

export { expectNoAxeViolations } from './helpers';

/**
 * Console errors other than the browser's own log line for the 401 of `GET /api/v1/auth/me`,
 * which is how a visitor's page learns that nobody is signed in (docs/product.md, States).
 */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => e !== 'Failed to load resource: the server responded with a status of 401 (Unauthorized)');
