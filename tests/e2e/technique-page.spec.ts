import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';

// A technique page in the teaching format (docs/content-guide.md): the example first, a diagram
// drawn at build time, an exercise whose answer needs no script. ReAct was the first page rewritten.
const PAGE = '/patterns/reasoning-techniques/react';

test('the worked example and its recorded trace are on the first screen at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(PAGE);
  const trace = page.locator('section:has(#example) pre.trace');
  await expect(trace).toContainText('task');
  const box = (await trace.boundingBox())!;
  expect(box.y).toBeLessThan(720);
});

test('the exercise answer opens with the keyboard and without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const answer = page.locator('section:has(#exercise) details.answer');
  await expect(answer).not.toHaveAttribute('open', '');
  await expect(answer.getByText('is what stops the injection')).toBeHidden();
  await answer.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer.getByText('is what stops the injection')).toBeVisible();
  await context.close();
});

for (const width of [360, 1280]) {
  for (const scheme of COLOR_SCHEMES) {
    test(`the diagram fits and follows the ${scheme} theme at ${width} px, and axe finds nothing`, async ({ page }) => {
      const watch = watchErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(PAGE);
      const svg = page.getByRole('img', { name: /The ReAct loop/ });
      await svg.scrollIntoViewIfNeeded();
      await expect(svg).toBeVisible();
      const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(fit.scroll).toBeLessThanOrEqual(fit.inner);
      const svgBox = (await svg.boundingBox())!;
      expect(svgBox.width).toBeLessThanOrEqual(width);
      // Text is drawn in the theme's text colour, not a colour baked into the SVG.
      const colours = await svg.evaluate((el) => ({
        text: getComputedStyle(el.querySelector('.dg-node text')!).fill,
        page: getComputedStyle(document.body).color,
      }));
      expect(colours.text).toBe(colours.page);
      await expect(page.getByRole('link', { name: 'Open full size' }).first()).toHaveAttribute('href', '/diagrams/techniques/react-1.svg');
      await expectNoAxeViolations(page, `${PAGE} ${scheme} ${width}px`);
      watch.expectNone();
    });
  }
}

test('the full-size drawing is an SVG file with its own light and dark colours', async ({ request }) => {
  const res = await request.get('/diagrams/techniques/react-1.svg');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
  const svg = await res.text();
  expect(svg).toContain('prefers-color-scheme: dark');
  expect(svg).toContain('Step limit reached?');
});

test('the diagram in words states the same steps', async ({ page }) => {
  await page.goto(PAGE);
  const words = page.locator('details.diagram-words').first();
  await words.locator('summary').click();
  await expect(
    words.getByText('From “Tool result” (untrusted content), “appended as observation”, to “Step limit reached?”.'),
  ).toBeVisible();
});

test('a shared link shows a large card: every page names its 1200×630 social card, and it loads', async ({ page, request }) => {
  for (const path of [PAGE, '/ai-inference/optimization', '/news-hub', '/']) {
    await page.goto(path);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    const res = await request.get(image.pathname);
    expect(res.status(), image.pathname).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

// The page-weight budget (docs/performance.md): the HTML and the stylesheets it links, gzip, as
// `npm run bench` counts them, over every technique page of the build the browser tests serve.
test('every technique page is within 24 KB gzip of HTML and CSS, and they average at most 20 KB', () => {
  const root = 'dist/client';
  const gz = (buf: Buffer) => gzipSync(buf).length;
  const pages = readdirSync(join(root, 'patterns'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'complexity' && d.name !== 'threat')
    .flatMap((d) =>
      readdirSync(join(root, 'patterns', d.name))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `/patterns/${d.name}/${name.replace(/\.html$/, '')}`),
    );
  expect(pages.length).toBeGreaterThan(200);
  const weights = pages.map((path) => {
    const html = readFileSync(join(root, `${path}.html`));
    const css = [...html.toString().matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
      gz(readFileSync(join(root, m[1]))),
    );
    expect(html.toString(), path).not.toMatch(/<script[^>]+src=/);
    return { path, kb: (gz(html) + css.reduce((a, b) => a + b, 0)) / 1024 };
  });
  const largest = weights.reduce((a, b) => (b.kb > a.kb ? b : a));
  const average = weights.reduce((n, w) => n + w.kb, 0) / weights.length;
  expect(largest.kb, `${largest.path}: ${largest.kb.toFixed(1)} KB`).toBeLessThanOrEqual(24);
  expect(average, `average ${average.toFixed(2)} KB`).toBeLessThanOrEqual(20);
});
