import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';

const questions = (readFileSync('content/faq.yaml', 'utf8').match(/^- id: /gm) ?? []).length;

test('the help centre lists every question, filters by category with plain links, and links each answer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const faqs = page.locator('.faq');
  await expect(faqs).toHaveCount(questions);
  expect(questions).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('link', { name: `All (${questions})` })).toHaveAttribute('aria-current', 'page');

  await page
    .getByRole('navigation', { name: 'FAQ categories' })
    .getByRole('link', { name: /^Plans and billing/ })
    .click();
  await expect(page).toHaveURL(/\/help\/billing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help: Plans and billing');
  await expect(page.getByRole('navigation', { name: 'FAQ categories' }).getByRole('link', { name: /^Plans and billing/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const billing = await faqs.count();
  expect(billing).toBeGreaterThan(0);
  expect(billing).toBeLessThan(questions);
  await expect(page.getByRole('heading', { name: 'How do I cancel my subscription?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How do XP and levels work?' })).toHaveCount(0);

  await page.getByRole('link', { name: 'How do I cancel my subscription?' }).click();
  await expect(page).toHaveURL(/\/help\/billing#cancel-subscription$/);
  await page.goto('/help#quiz-scoring');
  await expect(page.locator('#quiz-scoring')).toBeInViewport();
  expect(await page.locator('script[src], astro-island').count()).toBe(0);
});

for (const scheme of COLOR_SCHEMES) {
  test(`the help centre has no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/help/account');
    await expectNoAxeViolations(page, `/help/account ${scheme}`);
  });
}
