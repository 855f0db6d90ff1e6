import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { expandSearchIndex } from '../../src/lib/search/index-format';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';

/** Hub pages ship no script file: only the site's inline script. */
async function expectNoScriptFiles(page: Page) {
  await expect(page.locator('script[src]')).toHaveCount(0);
}

/** The address of the first link in a labelled section of the current page. */
async function firstLinkIn(page: Page, sectionHeading: string) {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: sectionHeading, exact: true }) });
  return (await section.locator('.entry-title a').first().getAttribute('href'))!;
}

test('the Hubs menu works without JavaScript on a 360 px phone, and hub pages fit its width', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, baseURL });
  const page = await context.newPage();
  for (const [label, path] of [
    ['Prompt hub', '/prompt-hub'],
    ['News hub', '/news-hub'],
    ['Project hub', '/project-hub'],
  ] as const) {
    await page.goto('/');
    await page.getByText('Hubs', { exact: true }).click();
    await page.getByRole('link', { name: label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
  await page.goto('/prompt-hub');
  await page.goto(await firstLinkIn(page, 'Templates for agent roles'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await context.close();
});

test.describe('prompt hub', () => {
  test('from the hub to a provider to a published prompt: provenance, dates and the vendor’s link, never the text', async ({ page }) => {
    const watch = watchErrors(page);
    await page.goto('/prompt-hub');
    await expectNoScriptFiles(page);
    await page.locator('#providers + .grid a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('system prompts');
    const href = await firstLinkIn(page, `Published by ${(await page.locator('.breadcrumbs [aria-current]').textContent())!.trim()}`);
    await page.goto(href);
    const facts = page.locator('dl.facts');
    await expect(facts.getByText('Provenance')).toBeVisible();
    await expect(facts.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d$/);
    const source = facts.locator('dd a[href^="https://"]').last();
    await expect(page.locator('.note a')).toHaveAttribute('href', (await source.getAttribute('href'))!);
    await expect(page.locator('[data-copy]')).toHaveCount(0);
    for (const heading of ['How it is structured', 'Techniques it uses', 'What it teaches about reliability and security'])
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.locator('#techniques + ul a[href^="/patterns/"]').first()).toBeVisible();
    await expectNoScriptFiles(page);
    watch.expectNone();
  });

  test('a template is annotated part by part and its copy button copies the whole prompt', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/prompt-hub');
    await page.goto(await firstLinkIn(page, 'Templates for agent roles'));
    const parts = page.locator('.prompt-segments > li');
    expect(await parts.count()).toBeGreaterThanOrEqual(3);
    await expect(parts.first().getByText('Why:')).toBeVisible();
    const whole = (await page.locator('#prompt-full').textContent())!;
    expect(whole).toContain((await parts.first().locator('pre').textContent())!.trim());
    await page.getByRole('button', { name: 'Copy the whole prompt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole);
    await expectNoScriptFiles(page);
  });

  test('when the browser refuses the clipboard, the whole prompt is opened and selected instead', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/prompt-hub');
    await page.goto(await firstLinkIn(page, 'Templates for agent roles'));
    await page.getByRole('button', { name: 'Copy the whole prompt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copying was blocked' })).toBeVisible();
    await expect(page.locator('details.prompt-full')).toHaveAttribute('open', '');
    const whole = (await page.locator('#prompt-full').textContent())!;
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(whole);
  });

  test('without JavaScript the copy button is hidden and the whole prompt can still be opened and selected', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/prompt-hub');
    await page.goto(await firstLinkIn(page, 'Templates for agent roles'));
    await expect(page.getByRole('button', { name: 'Copy the whole prompt' })).toBeHidden();
    await page.getByText('The whole prompt as one block').click();
    await expect(page.locator('#prompt-full')).toBeVisible();
    await context.close();
  });
});

test.describe('news hub', () => {
  test('lists items newest first, ten a page, with numbered pages and rel links', async ({ page }) => {
    await page.goto('/news-hub');
    const dates = async () => page.locator('.entry-list time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    const first = await dates();
    expect(first).toHaveLength(10);
    expect([...first].sort().reverse()).toEqual(first);
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
    await page.locator('.pagination a[rel="next"]').click();
    await expect(page).toHaveURL(/\/news-hub\/page\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/News hub \(page 2 of \d+\)/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
    const second = await dates();
    expect(second[0]! <= first.at(-1)!).toBe(true);
    await page.locator('.pagination a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/news-hub$/);
    await expectNoScriptFiles(page);
  });

  test('a tag page lists only that tag’s items and offers its own feed', async ({ page, request }) => {
    await page.goto('/news-hub');
    await page.locator('nav[aria-label="Filter news by tag"] a', { hasText: 'Security' }).click();
    await expect(page).toHaveURL(/\/news-hub\/tag\/security$/);
    await expect(page.locator('nav[aria-label="Filter news by tag"] [aria-current="page"]')).toContainText('Security');
    const metas = await page.locator('.entry-list .entry-meta').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    for (const m of metas) expect(m).toContain('Security');
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', /^https?:\/\/[^/]+\/news-hub\/tag\/security\/rss\.xml$/);
    const res = await request.get('/news-hub/tag/security/rss.xml');
    expect(res.status()).toBe(200);
    expect(SyntaxValidator.validate(await res.text())).toBe(true);
  });

  test('an item page has its date, summary, why it matters, source and related techniques, and finds the hub feed', async ({
    page,
    request,
  }) => {
    const watch = watchErrors(page);
    await page.goto('/news-hub');
    await page.locator('.entry-title a').first().click();
    await expect(page.locator('.entry-meta time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole('heading', { name: 'Why it matters for builders' })).toBeVisible();
    await expect(page.locator('#source + p a')).toHaveAttribute('href', /^https:\/\//);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/rss\.xml$/);
    await expect(page.locator('a[rel="next"]')).toBeVisible();
    watch.expectNone();
    const res = await request.get('/rss.xml');
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    expect(SyntaxValidator.validate(xml)).toBe(true);
    const items = new XMLParser().parse(xml).rss.channel.item as { link: string; pubDate: string }[];
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const i of items) {
      expect(i.link).toMatch(/^https:\/\/[^/]+\/news-hub\/[a-z0-9-]+$/);
      expect(i.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
  });
});

test.describe('project hub', () => {
  test('filters by category, licence and language are plain links that narrow the list', async ({ page }) => {
    await page.goto('/project-hub');
    const all = await page.locator('.project-cards > li').count();
    expect(all).toBeGreaterThanOrEqual(60);
    const filters = page.locator('nav[aria-label="Filter projects"]');
    await filters.locator('[aria-labelledby="by-licence"] a').first().click();
    await expect(page).toHaveURL(/\/project-hub\/licences\/[a-z0-9-]+$/);
    const licence = (await page.locator('[aria-labelledby="by-licence"] [aria-current="page"]').textContent())!.replace(/\d+$/, '').trim();
    const cards = page.locator('.project-cards > li');
    expect(await cards.count()).toBeLessThan(all);
    for (const meta of await cards.locator('.entry-meta').allTextContents()) expect(meta).toContain(licence);
    await page.locator('[aria-labelledby="by-language"] a').first().click();
    await expect(page).toHaveURL(/\/project-hub\/languages\/[a-z]+$/);
    await page.locator('[aria-labelledby="by-category"] a').nth(1).click();
    await expect(page).toHaveURL(/\/project-hub\/[a-z-]+$/);
    await expect(page.locator('[aria-labelledby="by-category"] [aria-current="page"]')).toBeVisible();
    await expectNoScriptFiles(page);
  });

  test('a project page links its licence, language and patterns, and the pattern page links back', async ({ page }) => {
    const watch = watchErrors(page);
    await page.goto('/project-hub');
    await page.locator('.project-cards a').first().click();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const facts = page.locator('dl.facts');
    await expect(facts.locator('a[href^="/project-hub/licences/"]')).toBeVisible();
    await expect(facts.locator('a[href^="/project-hub/languages/"]')).toBeVisible();
    await expect(facts.getByRole('link', { name: /^github\.com\// })).toBeVisible();
    for (const heading of ['What it is for', 'When to pick it', 'Watch out for'])
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await page.locator('#patterns + ul a').first().click();
    await expect(page).toHaveURL(/\/patterns\//);
    await expect(page.locator('#projects + ul a', { hasText: name })).toBeVisible();
    watch.expectNone();
  });

  test('a project that is no longer active says so on its card and its page, with the source', async ({ page }) => {
    await page.goto('/project-hub');
    const card = page.locator('.project-cards > li', { has: page.locator('.project-status') }).first();
    const label = (await card.locator('.project-status').textContent())!.trim();
    expect(['Maintenance mode', 'Deprecated', 'Archived']).toContain(label);
    await card.locator('a').click();
    const status = page.locator('dl.facts dd.project-status');
    await expect(status).toContainText(label);
    await expect(status.getByRole('link', { name: 'Source' })).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('hubs in the site indexes', () => {
  test('entries of all three hubs are in the sitemap, llms.txt and the search index under their categories', async ({ request }) => {
    const index = expandSearchIndex(await (await request.get('/search-index.json')).json());
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const llms = await (await request.get('/llms.txt')).text();
    for (const [prefix, category] of [
      ['/prompt-hub/', 'prompts'],
      ['/news-hub/', 'news'],
      ['/project-hub/', 'projects'],
    ] as const) {
      const entries = index.filter((i) => i.url.startsWith(prefix));
      expect(entries.length, prefix).toBeGreaterThan(10);
      for (const e of entries) expect(e.category, e.url).toBe(category);
      const entry = entries.at(-1)!.url;
      expect(sitemap, entry).toContain(`${entry}<`);
      expect(llms, entry).toContain(`${entry})`);
    }
    // Later listing pages and filters repeat their entries, so the index leaves them out.
    expect(index.filter((i) => /^\/news-hub\/(page|tag)\/|^\/project-hub\/(licences|languages)\//.test(i.url))).toEqual([]);
  });

  test('full-text search finds a project page by its name', async ({ page }) => {
    await page.goto('/project-hub');
    const link = page.locator('.project-cards a').first();
    const href = (await link.getAttribute('href'))!;
    const name = (await link.locator('h3').textContent())!.trim();
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.locator(`.full-text-results h3 a[href="${href}"]`)).toBeVisible();
  });
});

test.describe('hub accessibility', () => {
  /** Each hub's pages to check: the hub, and entries reached from it. */
  const HUBS: Record<string, (page: Page) => Promise<string[]>> = {
    prompt: async (page) => [await firstLinkIn(page, 'Published system prompts'), await firstLinkIn(page, 'Templates for agent roles')],
    news: async (page) => [(await page.locator('.entry-title a').first().getAttribute('href'))!, '/news-hub/tag/security'],
    project: async (page) => [(await page.locator('.project-cards a').first().getAttribute('href'))!],
  };
  for (const scheme of COLOR_SCHEMES) {
    for (const [hub, entries] of Object.entries(HUBS)) {
      test(`axe finds nothing on the ${hub} hub and its entries in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/${hub}-hub`);
        await expectNoAxeViolations(page, `${scheme} /${hub}-hub`);
        for (const path of await entries(page)) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `${scheme} ${path}`);
        }
      });
    }
  }
});
