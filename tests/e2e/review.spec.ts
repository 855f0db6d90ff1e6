import { expect, test, type Page } from '@playwright/test';
import { COLOR_SCHEMES, watchErrors } from './helpers';
import { expectNoAxeViolations, lessonsOf, signInAsNewLearner } from './learning-helpers';

const deck = lessonsOf('flashcards')[0]!;
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

  test('a visitor is invited to sign in', async ({ page }) => {
    await page.goto('/learning-hub/review');
    await expect(page.getByRole('link', { name: 'Sign in to save progress' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/learning-hub/review')}`,
    );
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
