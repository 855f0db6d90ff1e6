import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';
import { expectNoAxeViolations, lessonsOf, rightAnswers, unexpectedErrors } from './learning-helpers';

const reading = lessonsOf('reading')[0]!;
const quiz = lessonsOf('quiz')[0]!;

test.describe('Learning Hub for a visitor', () => {
  test('the hub invites the visitor to sign in and lists journeys and how to unlock achievements', async ({ page }) => {
    const watch = watchErrors(page);
    const res = await page.goto('/learning-hub');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Hub');
    const signIn = page.getByRole('link', { name: 'Sign in to save progress' });
    await expect(signIn).toHaveAttribute('href', '/auth/login?next=%2Flearning-hub');
    await expect(page.getByRole('link', { name: 'Sign in to take part' })).toBeVisible();
    await expect(page.locator('.journey-card')).toHaveCount(5);
    await expect(page.locator('.achievement.locked').first()).toContainText('How to unlock:');
    await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Learning Hub' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page, 'visitor hub');
    expect(unexpectedErrors(watch.errors)).toEqual([]);
  });

  test('a journey page lists its chapters and lessons, and every lesson has its own address', async ({ page }) => {
    await page.goto(`/learning-hub/${reading.journey}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Chapter 1:/ })).toBeVisible();
    await page.getByRole('link', { name: reading.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${reading.url}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reading.title);
  });

  test('a reading lesson is readable, links the catalogue and asks to sign in to save', async ({ page }) => {
    await page.goto(reading.url);
    await expect(page.locator('.lesson-body h2').first()).toBeVisible();
    const patternLink = page.getByRole('region', { name: 'Patterns in this lesson' }).getByRole('link').first();
    const href = await patternLink.getAttribute('href');
    expect(href).toMatch(/^\/patterns\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'Sign in to save progress' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent(reading.url)}`,
    );
    await expect(page.getByRole('button', { name: /Mark as complete/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'reading lesson');
    await patternLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a visitor can take a quiz: each answer shows the right option and why', async ({ page }) => {
    await page.goto(quiz.url);
    const html = await page.content();
    expect(html).not.toContain('explanations');
    const first = page.locator('.quiz-question').first();
    const id = (await first.getAttribute('data-question'))!;
    const key = await rightAnswers(page, quiz.id, [id]);
    const wrong = (key[id]! + 1) % 4;
    await first.getByRole('radio').nth(wrong).check();
    await first.getByRole('button', { name: 'Check answer' }).click();
    const feedback = first.locator('.quiz-feedback');
    await expect(feedback).toContainText('Not quite. The right answer is');
    await expect(feedback).toContainText('is right:');
    await expect(first.getByRole('radio').nth(key[id]!)).toBeDisabled();
    await expectNoAxeViolations(page, 'quiz after an answer');
  });

  for (const path of ['/learning-hub', `/learning-hub/${reading.journey}`, reading.url, quiz.url, lessonsOf('flashcards')[0]!.url]) {
    test(`${path} passes axe in the dark theme and fits a 320 px phone`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `dark ${path}`);
    });
  }
});
