import { expect, type Page } from '@playwright/test';
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
 * The right option of every question of a quiz, from the course file the API is built with (the
 * test reads it from disk: no page or route of the site hands it out).
 */
export function rightAnswers(lessonId: string, questionIds: string[]): Record<string, number> {
  const key = course.quizKeys[lessonId] ?? [];
  return Object.fromEntries(questionIds.map((id) => [id, key.find((q) => q.id === id)!.answer]));
}

/** Answers every question of the quiz on the page (all right, or with the first `wrong` ones wrong). */
export async function answerQuiz(page: Page, lessonId: string, wrong = 0) {
  const questions = page.locator('.quiz-question');
  const ids = await questions.evaluateAll((els) => els.map((el) => el.getAttribute('data-question')!));
  const key = rightAnswers(lessonId, ids);
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
