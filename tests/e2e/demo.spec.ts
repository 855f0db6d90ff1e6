import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, newEmail, open, PASSWORD, signIn } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { DEMO_SOLUTIONS } from '../demo-solutions';

const steps = (page: Page) => page.getByRole('list', { name: 'Agent steps', exact: true }).getByRole('listitem');

test.describe('interactive demo', () => {
  test('steps through the ReAct scenario forward and back', async ({ page }) => {
    const watch = watchErrors(page);
    await open(page, '/interactive-demo');
    await page.getByLabel('Scenario').selectOption('react-budget');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect(steps(page).first()).toContainText('I need the Q3 travel budget');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect(steps(page).nth(1)).toContainText('search_docs');
    await page.getByRole('button', { name: 'Run to the end' }).click();
    await expect(steps(page).last()).toContainText('is 7200 USD');
    await expect(page.getByText('The task was done and nothing leaked.')).toBeVisible();
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(steps(page).last()).not.toContainText('7200 USD');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('No steps yet')).toBeVisible();
    watch.expectNone();
  });

  test('switching a defence on changes what the agent does, and the evaluation shows its cost', async ({ page }) => {
    await open(page, '/interactive-demo?s=email-summary');
    await page.getByRole('button', { name: 'Run to the end' }).click();
    await expect(page.getByText('The secret left the organisation.')).toBeVisible();
    await expect(page.getByText(/Attack success rate: 100%/)).toBeVisible();
    // The same run replays with the switch on: the finished run now ends differently.
    await page.getByRole('checkbox', { name: 'Spotlighting' }).check();
    await expect(steps(page).filter({ hasText: 'Stopped by Spotlighting' })).toHaveCount(1);
    await expect(page.getByText('The task was done and nothing leaked.')).toBeVisible();
    await expect(page.getByText(/Attack success rate: 13%/)).toBeVisible();
    await expect(page.getByRole('row', { name: /Do what the manager's email asks/ })).toContainText('Wrongly refused');
  });

  test('a shared link replays the same run', async ({ page, context }) => {
    await open(page, '/interactive-demo?s=page-summary');
    await page.getByRole('checkbox', { name: 'URL allowlist' }).check();
    await page.getByRole('button', { name: 'Run to the end' }).click();
    await expect(page.getByText(/Removed a link to evil\.example/)).toBeVisible();
    const shared = page.url();
    expect(shared).toContain('d=urlAllowlist');
    const other = await context.newPage();
    await open(other, shared);
    await expect(other.getByRole('checkbox', { name: 'URL allowlist' })).toBeChecked();
    await expect(other.getByLabel('Scenario')).toHaveValue('page-summary');
    await expect(steps(other).last()).toContainText('The changelog says');
    await expect(other.getByText(/Removed a link to evil\.example/)).toBeVisible();
  });

  test('a tampered link starts from the beginning with a message, without crashing', async ({ page }) => {
    const watch = watchErrors(page);
    await open(page, '/interactive-demo?s=no-such-scenario&d=everything&step=-4');
    await expect(page.getByRole('alert')).toHaveText('This link could not be read, so the demo starts from the beginning.');
    await expect(page.getByLabel('Scenario')).toHaveValue('react-budget');
    await expect(page).toHaveURL(/\/interactive-demo$/);
    watch.expectNone();
  });

  test('a visitor solves a challenge level and is told why it worked', async ({ page }) => {
    await open(page, '/interactive-demo?mode=challenge&level=2');
    await page.getByLabel('Your text, hidden in the email').fill(DEMO_SOLUTIONS[1]!);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Not yet.' })).toContainText('keyword filter');
    await page.getByLabel('Your text, hidden in the email').fill(DEMO_SOLUTIONS[2]!);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByText('Level 2 solved.')).toBeVisible();
    await expect(page.getByRole('status').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /next=.*mode%3Dchallenge/);
  });

  test('a signed-in learner who solves a level has it recorded by the server and unlocks an achievement', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('demo');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email, PASSWORD);
    await open(page, '/interactive-demo?mode=challenge');
    await page.getByLabel('Your text, hidden in the email').fill(DEMO_SOLUTIONS[1]!);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByText('Recorded in your Learning Hub.')).toBeVisible();
    await expect(page.getByText(/Achievement unlocked: Found a gap/)).toBeVisible();
  });

  test('technique pages link to the demo with their defence switched on', async ({ page }) => {
    await page.goto('/patterns/input-validation/spotlighting');
    await page.getByRole('link', { name: 'interactive demo' }).click();
    await expect(page).toHaveURL(/\/interactive-demo\?s=email-summary&d=spotlighting$/);
    await expect(page.getByRole('checkbox', { name: 'Spotlighting' })).toBeChecked();
  });

  for (const scheme of COLOR_SCHEMES) {
    for (const path of ['/interactive-demo?s=email-summary&step=3&d=spotlighting', '/interactive-demo?mode=challenge&level=3&t=hello']) {
      test(`axe finds nothing on ${path} in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, path);
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      });
    }
  }
});
