import { expect, test, type Page } from '@playwright/test';
import { COLOR_SCHEMES, watchErrors } from './helpers';
import { hold } from './hold';
import { answerQuiz, expectNoAxeViolations, lessonsOf, signInAsNewLearner } from './learning-helpers';

const deck = lessonsOf('flashcards')[0]!;
const quiz = lessonsOf('quiz')[0]!;
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

/** Works on a deck through the API, as its page does on the first flip: its cards become review cards. */
async function startDeck(page: Page) {
  const res = await page.request.post('/api/v1/learning-hub/progress', {
    headers: { origin: ORIGIN },
    data: {
      courseId: deck.journey,
      journeyId: deck.journey,
      chapterId: deck.chapter,
      lessonId: deck.id,
      progressPercentage: 50,
      isCompleted: false,
    },
  });
  expect(res.status()).toBe(200);
}

const count = (page: Page, name: string) => page.getByTestId('review-counts').locator('div', { hasText: name }).locator('dd');

test.describe('spaced review', () => {
  test('a review session: reveal and grade with the keyboard, and graded cards stay graded after a reload', async ({ page }) => {
    const watch = watchErrors(page);
    await page.goto('/learning-hub');
    await expect(page.getByRole('link', { name: 'Review the cards due today' })).toHaveAttribute('href', '/learning-hub/review');
    await signInAsNewLearner(page);
    await startDeck(page);
    await page.goto('/learning-hub/review');
    const due = Number(await count(page, 'Due').textContent());
    expect(due).toBeGreaterThan(2);
    await expect(count(page, 'New')).toHaveText(String(due));
    await expect(count(page, 'Review XP today')).toHaveText('0 of 10');

    const reveal = page.getByRole('button', { name: 'Show answer' });
    const firstPrompt = await page.locator('#review-prompt').textContent();
    await reveal.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-answer')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Good/ })).toBeFocused();
    await page.keyboard.press('3');
    await expect(count(page, 'Due')).toHaveText(String(due - 1));
    await expect(count(page, 'Review XP today')).toHaveText('1 of 10');
    await expect(page.locator('#review-prompt')).not.toHaveText(firstPrompt!);
    await expect(page.getByRole('status')).toContainText('Graded Good. Next review');
    await expect(reveal).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Again/ }).click();
    await expect(count(page, 'Due')).toHaveText(String(due - 2));

    await page.reload();
    await expect(count(page, 'Due')).toHaveText(String(due - 2));
    await expect(count(page, 'New')).toHaveText(String(due - 2));
    watch.expectNone();
  });

  for (const width of [412, 1280]) {
    test(`the footer does not move when the due cards arrive at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await signInAsNewLearner(page);
      await startDeck(page);
      const cards = await hold(page, '**/api/v1/learning-hub/review');
      await page.goto('/learning-hub/review');
      await cards.requested;
      await expect(page.getByText('Loading your cards…')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const before = Math.round((await footer.boundingBox())!.y);
      cards.release();
      await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
      expect(Math.round((await footer.boundingBox())!.y)).toBe(before);
    });
  }

  test('a visitor is invited to sign in', async ({ page }) => {
    await page.goto('/learning-hub/review');
    await expect(page.getByRole('link', { name: 'Sign in to save progress' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/learning-hub/review')}`,
    );
  });

  test('the quiz review screen: progress while answering, then each question with the first answer, the right one and why', async ({
    page,
  }) => {
    await page.goto('/learning-hub');
    await signInAsNewLearner(page);
    await page.goto(quiz.url);
    const total = await page.locator('.quiz-question').count();
    await expect(page.getByTestId('quiz-review')).toHaveCount(0);
    await answerQuiz(page, quiz.id, 2);
    await expect(page.getByText(`${total} of ${total} answered · ${total - 2} of ${total} right`)).toBeVisible();
    // Before finishing, the right options are nowhere on the page.
    await expect(page.getByText('Right answer:')).toHaveCount(0);
    await page.getByRole('button', { name: `Finish quiz (+${quiz.xp} XP)` }).click();
    const review = page.getByTestId('quiz-review');
    await expect(review.getByRole('heading')).toHaveText(`Review: ${total - 2} of ${total} right at your first answers`);
    await expect(review.locator('li')).toHaveCount(total);
    const first = review.locator('li').first();
    await expect(first).toContainText('not right');
    await expect(first).toContainText('Right answer:');
    await expect(first).toContainText('Why not:');
    await expect(first).toContainText('Why it is right:');
    await expect(review.locator('li').nth(2)).toContainText('— right');
    await expectNoAxeViolations(page, 'quiz review');
    // The review stays after a reload: it is the server's.
    await page.reload();
    await expect(page.getByTestId('quiz-review').locator('li')).toHaveCount(total);
    // Review cards now exist for the questions (none due yet: they come back from tomorrow).
    await page.goto('/learning-hub/review');
    await expect(count(page, 'Due')).toHaveText('0');
  });

  test('an opened lesson shows as started on its journey page, with a link to continue where the learner left off', async ({ page }) => {
    const reading = lessonsOf('reading')[1]!;
    await page.goto('/learning-hub');
    await signInAsNewLearner(page);
    const opened = page.waitForResponse((r) => r.url().endsWith(`/lessons/${reading.id}/open`) && r.status() === 200);
    await page.goto(reading.url);
    await opened;
    await page.goto(`/learning-hub/${reading.journey}`);
    const resume = page.getByTestId('journey-continue');
    await expect(resume).toContainText(`You left off at ${reading.title}.`);
    await expect(resume.getByRole('link', { name: `Continue: ${reading.title}` })).toHaveAttribute('href', reading.url);
    await expect(page.locator('.lesson-item', { hasText: reading.title })).toContainText('In progress');
    await expectNoAxeViolations(page, 'journey with continue');
  });

  for (const scheme of COLOR_SCHEMES) {
    test(`axe finds nothing on the review page in the ${scheme} theme, answer shown`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/learning-hub');
      await signInAsNewLearner(page);
      await startDeck(page);
      await page.goto('/learning-hub/review');
      await page.getByRole('button', { name: 'Show answer' }).click();
      await expect(page.getByTestId('review-answer')).toBeVisible();
      await expectNoAxeViolations(page, `${scheme} review`);
    });
  }
});
