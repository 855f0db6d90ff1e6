import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { PUBLISHED_SECTIONS } from '../../src/lib/guides/sections';

/** The sections on the site (a section is published once all its pages exist). */
const SECTIONS = PUBLISHED_SECTIONS.map((s) => s.id);
/** Guide pages that carry a calculator island; every other guide page loads no script file. */
const CALCULATOR_PAGES = ['/ai-inference/optimization', '/fine-tuning/cheatsheet', '/ai-red-teaming/threat-model'];
/** Guide pages with diagrams (tests/unit/guide-diagrams.test.ts checks every one draws). */
const DIAGRAM_PAGES = [
  '/ai-inference/overview',
  '/ai-inference/agentic-patterns',
  '/ai-inference/optimization',
  '/ai-inference/deployment',
  '/ai-inference/web-inference',
  '/fine-tuning/techniques',
  '/fine-tuning/local',
  '/ai-red-teaming/threat-model',
  '/ai-red-teaming/running-an-exercise',
  '/ai-red-teaming/reporting-and-fixing',
  '/ai-red-teaming/mitre-atlas',
];

async function sidebarPages(page: Page, section: string) {
  await page.goto(`/${section}`);
  return page.locator('.guide-sidebar ol a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!).slice(1));
}

test.describe('guides', () => {
  for (const section of SECTIONS) {
    test(`every ${section} page has the sidebar, contents list, previous/next, review date and sources`, async ({ page }) => {
      const paths = await sidebarPages(page, section);
      expect(paths.length).toBeGreaterThanOrEqual(6);
      // The landing page introduces and links every subpage.
      for (const path of paths) await expect(page.locator(`main .guide-cards a[href="${path}"]`)).toBeVisible();
      for (const [i, path] of paths.entries()) {
        const watch = watchErrors(page);
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator(`.guide-sidebar a[aria-current="page"]`)).toHaveAttribute('href', path);
        const targets = await page.locator('.on-this-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(targets.length, path).toBeGreaterThan(3);
        for (const target of targets) await expect(page.locator(target), `${path} ${target}`).toHaveCount(1);
        await expect(page.locator('a[rel="prev"]')).toBeVisible();
        if (i < paths.length - 1) await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', paths[i + 1]!);
        await expect(page.getByText('Last reviewed')).toBeVisible();
        expect(await page.locator('ol.sources a[href^="https://"]').count()).toBeGreaterThan(0);
        if (!CALCULATOR_PAGES.includes(path)) await expect(page.locator('script[src]')).toHaveCount(0);
        watch.expectNone();
      }
    });
  }

  test('the Guides menu opens without JavaScript on a 360 px phone and leads to each section', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Guides', { exact: true }).click();
    await page.getByRole('link', { name: 'AI red teaming', exact: true }).first().click();
    await expect(page).toHaveURL(/\/ai-red-teaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI red teaming');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('a guide page is served as Markdown, and technique pages list the guides that cite them', async ({ page, request }) => {
    const md = await request.get('/ai-red-teaming/threat-model.md');
    expect(md.headers()['content-type']).toContain('text/markdown');
    expect(await md.text()).toMatch(/^# .+\n\n> .+\n\n- Last reviewed: \d{4}-\d\d-\d\d/);
    await page.goto('/ai-red-teaming/threat-model');
    const technique = page.locator('section[aria-labelledby="related"] a').first();
    const href = (await technique.getAttribute('href'))!;
    await page.goto(href);
    await expect(page.locator('section[aria-labelledby="guides"] a[href="/ai-red-teaming/threat-model"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  });

  test('the GPU memory estimator computes a known case and explains bad input', async ({ page }) => {
    await page.goto('/fine-tuning/cheatsheet');
    const total = page.getByTestId('gpu-total');
    await total.scrollIntoViewIfNeeded();
    // Llama 3.1 8B in bf16 at 8,192 tokens: 8.03e9 × 2 bytes of weights + 2 × 32 × 8 × 128 × 8192 × 2 bytes of KV cache
    // = 17,133,741,824 bytes = 15.96 GiB.
    await expect(total).toHaveText('15.96 GiB');
    const context = page.getByLabel('Context length (tokens)');
    await context.fill('');
    await expect(page.getByText('Context length (tokens): enter a number.')).toBeVisible();
    await context.fill('-5');
    await expect(page.getByText('Context length (tokens) must be greater than zero.')).toBeVisible();
    await context.fill('999999999999');
    await expect(page.getByText('Context length (tokens) must be at most 10,000,000.')).toBeVisible();
    await expect(context).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('gpu-total')).toHaveCount(0);
    await context.fill('16384');
    await expect(page.getByTestId('gpu-total')).toHaveText('16.96 GiB');
  });

  test('the GPU memory estimator counts real bits per weight: 4-bit Llama 3.1 70B misses a 40 GB GPU', async ({ page }) => {
    await page.goto('/ai-inference/optimization');
    const total = page.getByTestId('gpu-total');
    await total.scrollIntoViewIfNeeded();
    await expect(total).toHaveText('15.96 GiB');
    await expect(page.getByTestId('gpu-total-gb')).toHaveText('17.13 GB');
    await page.getByLabel('Model preset').selectOption('llama-3.1-70b');
    await page.getByLabel('Weight format').selectOption('q4_k_m');
    // 70.6e9 × 4.8944 / 8 bytes of weights + 2.5 GiB of 16-bit KV cache at 8,192 tokens
    await expect(total).toHaveText('42.73 GiB');
    const fit = page.getByTestId('gpu-fit');
    await expect(fit.locator('li[data-fits="false"]')).toHaveText([/^24 GB: no/, /^40 GB: no/]);
    await expect(fit.locator('li[data-fits="true"]').first()).toContainText('48 GB: yes');
    // An FP8 KV cache halves the 2.5 GiB cache.
    await page.getByLabel('KV cache precision').selectOption('fp8');
    await expect(total).toHaveText('41.48 GiB');
    // Training offers only formats that can be trained; QLoRA switches to NF4. (The label starts
    // with "Use": a diagram caption on this page also contains the word, in "reuses".)
    await page.getByLabel(/^Use/).selectOption('qlora');
    await expect(page.getByLabel('Weight format')).toHaveValue('nf4');
    await expect(page.getByRole('rowheader', { name: 'Logits and loss' })).toBeVisible();
  });

  test('code blocks show no check markers on the page or in the Markdown export', async ({ page, request }) => {
    await page.goto('/ai-inference/examples');
    await expect(page.locator('pre code').first()).toBeVisible();
    expect(await page.locator('pre').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('main').innerText()).not.toMatch(/\brun\b file=|file=clients/);
    const md = await (await request.get('/ai-inference/examples.md')).text();
    expect(md).toContain('```ts\nimport');
    expect(md).not.toMatch(/```\w+ (run|file=)/);
  });

  test('the red-team checklist keeps its ticks in the address and exports Markdown', async ({ page }) => {
    await page.goto('/ai-red-teaming/threat-model');
    const box = page.getByLabel('Direct prompt injection in user messages');
    await box.scrollIntoViewIfNeeded(); // the island hydrates when it comes into view
    await expect(box).toBeEnabled();
    await box.check();
    await page.getByLabel('Memory poisoning that persists across sessions').check();
    await expect(page).toHaveURL(/covered=direct-injection,memory-poisoning/);
    await expect(page.getByTestId('coverage-count')).toContainText('2 of');
    await page.reload();
    const poisoning = page.getByLabel('Memory poisoning that persists across sessions');
    await poisoning.scrollIntoViewIfNeeded();
    await expect(poisoning).toBeChecked();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as Markdown' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('red-team-coverage.md');
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain('- [x] Direct prompt injection in user messages');
    expect(text).toContain('- [ ] Jailbreaks of the content policy');
    // A shared link with unknown ids shows only the known ones.
    await page.goto('/ai-red-teaming/threat-model?covered=jailbreak,not-a-threat');
    await page.getByTestId('coverage-count').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('coverage-count')).toContainText('1 of');
  });

  // One page per test, so a slow machine never runs out of time across eleven pages. The unit
  // test in tests/unit/guide-diagrams.test.ts checks how many diagrams the guides carry.
  for (const path of DIAGRAM_PAGES) {
    test(`the diagrams of ${path} fit a 360 px phone with caption, full-size drawing and words, and axe finds nothing in them in either theme`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const watch = watchErrors(page);
      await page.goto(path);
      const figures = page.locator('main .diagram');
      const count = await figures.count();
      expect(count).toBeGreaterThan(0);
      const fit = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(fit).toBeLessThanOrEqual(0);
      for (let i = 0; i < count; i++) {
        const figure = figures.nth(i);
        const box = (await figure.getByRole('img').boundingBox())!;
        expect(box.width, `diagram ${i + 1}`).toBeLessThanOrEqual(360);
        await expect(figure.locator('figcaption .diagram-title')).not.toBeEmpty();
        await expect(figure.locator('details.diagram-words li').first()).toBeAttached();
        const href = await figure.getByRole('link', { name: 'Open full size' }).getAttribute('href');
        expect(href).toBe(`/diagrams/guides${path}-${i + 1}.svg`);
        const res = await request.get(href!);
        expect(res.status(), href!).toBe(200);
        expect(res.headers()['content-type']).toContain('image/svg+xml');
      }
      // Only the figures here, in both themes; the axe tests below check whole pages.
      for (const scheme of COLOR_SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        const axe = await new AxeBuilder({ page }).include('main .diagram').analyze();
        expect(axe.violations.map((v) => `${scheme}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
      }
      watch.expectNone();
    });
  }

  for (const scheme of COLOR_SCHEMES) {
    for (const path of [
      '/ai-inference',
      '/ai-inference/optimization',
      '/fine-tuning/cheatsheet',
      '/fine-tuning/techniques',
      '/ai-red-teaming/threat-model',
      // A ten-column table: it scrolls sideways in a focusable, labelled region.
      '/ai-red-teaming/running-an-exercise',
    ]) {
      test(`axe finds no accessibility violations on ${path} in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      });
    }
  }
});
