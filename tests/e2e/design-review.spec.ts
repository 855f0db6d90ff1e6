import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { signInAsNewLearner } from './learning-helpers';

const risks = (page: Page) => page.locator('.review-risk h3');

test('a learner describes an email agent, sees its risks and fixes, exports Markdown and shares the link', async ({ page }) => {
  const watch = watchErrors(page);
  await page.goto('/design-review');
  await expect(page.getByRole('heading', { level: 1, name: 'Design review' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your agent' });
  await expect(form.getByLabel('Name of the system')).toBeEnabled();
  await form.getByLabel('Name of the system').fill('Inbox helper');
  await form.getByRole('button', { name: 'Add a tool' }).click();
  await form.getByLabel('Tool 1 name').fill('Mailbox');
  await form.getByRole('button', { name: 'Add a tool' }).click();
  await form.getByLabel('Tool 2 name').fill('Send email');
  await form.getByLabel('Tool 2 can read').uncheck();
  await form.getByLabel('Tool 2 can send').check();
  await form.getByRole('group', { name: 'Data it can reach' }).getByLabel('personal data').check();
  await form.getByRole('group', { name: 'Untrusted content enters from' }).getByLabel('email').check();
  await form.getByRole('group', { name: 'Outbound channels' }).getByLabel('email').check();

  const trifecta = page.locator('[data-risk="exfiltration-trifecta"]');
  await expect(trifecta.getByRole('heading', { name: /Private data, untrusted content and a way out/ })).toBeVisible();
  await expect(trifecta.getByRole('link', { name: /LLM02:2025/ })).toHaveAttribute('href', '/threats/llm02');
  await expect(trifecta.locator('ol li').first()).toHaveText('Dual LLM Pattern');
  await expect(trifecta.getByRole('link', { name: 'Dual LLM Pattern' })).toHaveAttribute('href', '/patterns/safety/dual-llm-pattern');
  await expect(trifecta.getByText('Exfiltration through outbound tool calls')).toBeVisible();
  await expect(trifecta.getByRole('link', { name: 'The email that emails back' })).toHaveAttribute('href', '/labs/inbox-exfiltration');
  const shown = await risks(page).allTextContents();
  expect(shown.length).toBeGreaterThan(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as Markdown' }).click();
  const file = await (await download).path();
  const markdown = readFileSync(file, 'utf8');
  expect(markdown).toContain('# Threat model: Inbox helper');
  expect(markdown).toContain('### 1. Private data, untrusted content and a way out (high)');
  expect(markdown).toMatch(/1\. \[Dual LLM Pattern\]\(http:\/\/127\.0\.0\.1:\d+\/patterns\/safety\/dual-llm-pattern\)/);

  // The address holds the review: reloading it (or opening it elsewhere) shows the same form and risks.
  const shared = page.url();
  expect(shared).toMatch(/\?r=1\./);
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel('Name of the system')).toHaveValue('Inbox helper');
  await expect(other.getByLabel('Tool 2 name')).toHaveValue('Send email');
  await expect(risks(other)).toHaveText(shown);
  await other.close();
  watch.expectNone();
});

test('each worked example loads from the page with its risks', async ({ page }) => {
  await page.goto('/design-review');
  const counts: Record<string, number> = {
    'Customer support bot': 8,
    'Coding agent': 9,
    'Browsing research agent': 10,
    'Email assistant': 8,
    'Multi-agent pipeline': 11,
  };
  for (const [title, count] of Object.entries(counts)) {
    await page.getByRole('button', { name: title }).click();
    await expect(page.getByRole('status').filter({ hasText: `Loaded the example: ${title}.` })).toBeVisible();
    await expect(risks(page)).toHaveCount(count);
  }
  await expect(page.locator('[data-risk="unauthenticated-agents"]')).toBeVisible();
});

test('the form works from the keyboard alone', async ({ page }) => {
  await page.goto('/design-review');
  const example = page.getByRole('button', { name: 'Coding agent' });
  await expect(example).toBeEnabled();
  await example.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-risk="broad-tool"]')).toBeVisible();
  await page.getByLabel('more than the task needs').nth(1).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-risk="broad-tool"]')).toHaveCount(0);
});

test('a tampered or newer link opens the empty form with a message', async ({ page }) => {
  await page.goto('/design-review?r=1.bm90IGEgcmV2aWV3');
  await expect(page.getByRole('alert')).toContainText('could not be read');
  await expect(risks(page)).toHaveCount(0);
  await page.goto('/design-review?r=7.abc');
  await expect(page.getByRole('alert')).toContainText('newer version');
});

for (const scheme of COLOR_SCHEMES) {
  test(`the design review is accessible and fits a phone in the ${scheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/design-review');
    await page.getByRole('button', { name: 'Multi-agent pipeline' }).click();
    await expect(risks(page)).toHaveCount(11);
    await page.getByText('Preview the Markdown').click();
    const fit = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fit).toBe(true);
    await expectNoAxeViolations(page, `/design-review ${scheme}`);
  });
}

test('the design review is linked from the home page, the Security menu, the threat map and the red-teaming guide', async ({ page }) => {
  for (const path of ['/', '/threats', '/ai-red-teaming/threat-model']) {
    await page.goto(path);
    await expect(page.locator('main a[href="/design-review"]').first(), path).toBeVisible();
  }
  await expect(page.locator('header a[href="/design-review"]')).toHaveText('Design review');
});

test('a signed-in user saves a review, finds it in the list after a reload, opens and deletes it', async ({ page }) => {
  const watch = watchErrors(page);
  await signInAsNewLearner(page);
  await page.goto('/design-review');
  const saved = page.getByRole('region', { name: 'Saved reviews' });
  await expect(saved.getByText('0 of 50 saved')).toBeVisible();
  await page.getByRole('button', { name: 'Email assistant' }).click();
  await saved.getByRole('button', { name: 'Save to my account' }).click();
  await expect(saved.getByRole('status').filter({ hasText: 'Saved “Inbox assistant” to your account.' })).toBeVisible();
  await expect(saved.getByText('1 of 50 saved')).toBeVisible();
  await expectNoAxeViolations(page, '/design-review signed in');

  await page.goto('/design-review');
  await expect(risks(page)).toHaveCount(0);
  await saved.getByRole('button', { name: 'Open Inbox assistant' }).click();
  await expect(page.getByLabel('Name of the system')).toHaveValue('Inbox assistant');
  await expect(risks(page)).toHaveCount(8);
  expect(page.url()).toMatch(/\?r=1\./);

  await page.getByLabel('Name of the system').fill('Inbox assistant v2');
  await saved.getByRole('button', { name: 'Save changes' }).click();
  await expect(saved.getByText('Inbox assistant v2', { exact: true })).toBeVisible();
  await expect(saved.getByText('1 of 50 saved')).toBeVisible();
  await saved.getByRole('button', { name: 'Delete Inbox assistant v2' }).click();
  await expect(saved.getByText('0 of 50 saved')).toBeVisible();
  watch.expectNone();
});

test('a visitor is offered sign-in instead of saving', async ({ page }) => {
  await page.goto('/design-review');
  const saved = page.getByRole('region', { name: 'Saved reviews' });
  await expect(saved.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?next=%2Fdesign-review');
  await expect(saved.getByRole('button', { name: 'Save to my account' })).toHaveCount(0);
});
