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

  test('the page as first drawn already shows the sign-in invitation, so nothing moves when the overview starts', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Hold the overview's script back, to see the page as the server drew it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/LearningOverview*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/learning-hub');
    const overview = page.locator('.learning-overview');
    const review = page.locator('section[aria-labelledby="review"]');
    await expect(overview).toHaveAttribute('aria-busy', 'true');
    await expect(overview.getByRole('link', { name: 'Sign in to save progress' })).toBeVisible();
    await expect(overview.getByText('Loading your progress…').filter({ visible: true })).toHaveCount(0);
    const before = (await review.boundingBox())!.y;
    release();
    await expect(overview).not.toHaveAttribute('aria-busy', 'true');
    await expect(overview.getByRole('link', { name: 'Sign in to save progress' })).toBeVisible();
    expect(Math.abs((await review.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
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
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
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
    // The completion control is for signed-in readers: a visitor's lesson loads no script file at all.
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    await expectNoAxeViolations(page, 'reading lesson');
    await patternLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a visitor can take a quiz: each answer says whether it is right and why, never which option is', async ({ page }) => {
    await page.goto(quiz.url);
    const html = await page.content();
    expect(html).not.toContain('explanations');
    const [first, second] = [page.locator('.quiz-question').nth(0), page.locator('.quiz-question').nth(1)];
    const [firstId, secondId] = [(await first.getAttribute('data-question'))!, (await second.getAttribute('data-question'))!];
    const key = rightAnswers(quiz.id, [firstId, secondId]);

    // A wrong choice: "not right", why that option is not it, and no hint of the right one.
    const wrong = (key[firstId]! + 1) % 4;
    await first.getByRole('radio').nth(wrong).check();
    await first.getByRole('button', { name: 'Check answer' }).click();
    const feedback = first.locator('.quiz-feedback');
    await expect(feedback.locator('strong')).toHaveText('Not right.');
    await expect(feedback).toContainText(`Why ${'ABCD'[wrong]} is not it:`);
    await expect(feedback).not.toContainText('is right');
    await expect(first.locator('.quiz-option.is-wrong')).toHaveCount(1);
    await expect(first.locator('.quiz-option.is-right')).toHaveCount(0);
    await expect(first.getByRole('radio').nth(key[firstId]!)).toBeDisabled();

    // A right choice: "right" and why.
    await second.getByRole('radio').nth(key[secondId]!).check();
    await second.getByRole('button', { name: 'Check answer' }).click();
    await expect(second.locator('.quiz-feedback strong')).toHaveText('Right.');
    await expect(second.locator('.quiz-feedback')).toContainText(`Why ${'ABCD'[key[secondId]!]} is right:`);
    await expect(page.getByText(/^2 of (\d+) answered · 1 of \1 right$/)).toBeVisible();
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
