import { expect, test } from '@playwright/test';
import { SyntaxValidator } from 'fast-xml-validator';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';

test('a project whose release fact is past its limit says it may be out of date, with the date', async ({ page }) => {
  await page.goto('/project-hub/guardrails-security/llm-guard');
  const note = page.getByRole('complementary', { name: 'Freshness' });
  await expect(note).toContainText('May be out of date');
  await expect(note).toContainText('LLM Guard release 0.3.16 was last checked on');
  await expect(note.locator('time')).toHaveAttribute('datetime', '2025-07-31');
});

test('a page checked recently carries no stale note', async ({ page }) => {
  await page.goto('/patterns/reasoning-techniques/react');
  await expect(page.getByRole('complementary', { name: 'Freshness' })).toHaveCount(0);
});

test('a guide names the versions it was checked against, with their dates', async ({ page }) => {
  await page.goto('/fine-tuning/frameworks');
  await expect(page.locator('.guide-meta')).toContainText(/Versions checked: TRL 1\.9\.0 \(checked .+\), PEFT 0\.20\.0/);
});

test('the changelog lists changes by week and its feed is valid RSS', async ({ page, request }) => {
  await page.goto('/changelog');
  const first = page.locator('.changelog-week').first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Week of');
  expect(await first.getByRole('link').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/changelog/rss.xml');
  const res = await request.get('/changelog/rss.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(SyntaxValidator.validate(xml)).toBe(true);
  expect(xml).toContain('<title>Agent Atlas changelog</title>');
  expect(xml).toMatch(/<item><title>Week of [^<]+<\/title><link>[^<]+\/changelog#week-\d{4}-\d{2}-\d{2}<\/link>/);
});

for (const scheme of COLOR_SCHEMES)
  test(`the changelog and a stale project page are accessible in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/changelog', '/project-hub/guardrails-security/llm-guard']) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} ${scheme}`);
    }
  });
