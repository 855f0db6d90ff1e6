import { expect, test } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';

test('the threat map lists every threat by list and leads to a threat page with its fixes', async ({ page }) => {
  const watch = watchErrors(page);
  await page.goto('/threats');
  for (const list of [
    'OWASP Top 10 for LLM Applications 2025',
    'OWASP Top 10 for Agentic Applications 2026',
    'MITRE ATLAS (Adversarial Threat Landscape for AI Systems)',
  ])
    await expect(page.getByRole('heading', { level: 2, name: list })).toBeVisible();
  await page.getByRole('link', { name: /LLM01:2025 Prompt Injection/ }).click();
  await expect(page).toHaveURL(/\/threats\/llm01$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LLM01:2025 Prompt Injection');
  const fixes = page.locator('section:has(#mitigations) li');
  expect(await fixes.count()).toBeGreaterThan(3);
  // Strongest first: every primary control comes before every partial one.
  const strengths = await fixes.locator('.badge').allTextContents();
  expect(strengths.indexOf('partial')).toBeGreaterThan(strengths.lastIndexOf('primary'));
  await expect(page.getByRole('link', { name: 'OWASP Top 10 for LLM Applications 2025' })).toHaveAttribute(
    'href',
    /^https:\/\/genai\.owasp\.org\//,
  );
  await expect(page.locator('script[src]')).toHaveCount(0);
  watch.expectNone();
});

test('a technique page links its threats, and the catalogue filters by threat without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/patterns/reasoning-techniques/react');
  const threats = page.locator('section:has(#threats)');
  await expect(threats.getByRole('link', { name: 'LLM01:2025 Prompt Injection' })).toHaveAttribute('href', '/threats/llm01');
  await page.goto('/patterns');
  await page.getByText('Techniques that mitigate a threat').click();
  await page.getByRole('link', { name: /^LLM06/ }).click();
  await expect(page).toHaveURL(/\/patterns\/threat\/llm06$/);
  await expect(page.getByRole('heading', { level: 2, name: /Mitigate it/ })).toBeVisible();
  expect(await page.locator('section:has(#mitigate) .technique-card').count()).toBeGreaterThan(0);
  await context.close();
});

test('the data files are valid against their published JSON Schemas', async ({ request }) => {
  for (const name of ['catalogue', 'threats']) {
    const data = await (await request.get(`/${name}.json`)).json();
    const schema = await (await request.get(`/${name}.schema.json`)).json();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(data), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('/catalogue.json');
  expect(llms).toContain('/threats/llm01');
});

for (const scheme of COLOR_SCHEMES) {
  test(`threat pages are accessible and fit a phone in the ${scheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/threats', '/threats/asi06', '/patterns/threat/llm01']) {
      await page.goto(path);
      const fit = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fit, path).toBe(true);
      await expectNoAxeViolations(page, `${path} ${scheme}`);
    }
  });
}
