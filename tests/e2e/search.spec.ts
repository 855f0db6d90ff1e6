import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { watchErrors } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Agent Atlas' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the site' });
const options = (page: Page) => dialog(page).getByRole('option');

test.describe('search panel', () => {
  test('loads nothing until opened, then opens from the header button with focus in the box', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const watch = watchErrors(page);
    await page.goto('/about');
    expect(requested.filter((p) => p.endsWith('.js') || p === '/search-index.json')).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => requested.includes('/search-index.json')).toBe(true);
    watch.expectNone();
  });

  test('on a page with islands it reuses their modules: the panel entry is the only new script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const watch = watchErrors(page);
    await page.goto('/learning-hub');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const beforeSearch = scripts.length;
    expect(beforeSearch).toBeGreaterThan(0);
    await page.keyboard.press('Control+k');
    await input(page).fill('reflexion');
    await expect(options(page).first()).toContainText(/reflexion/i);
    // React, nanostores and the stores come from the chunks the islands already loaded.
    expect(scripts.slice(beforeSearch)).toEqual(['/search-panel.js']);
    watch.expectNone();
  });

  test('Ctrl+K and / open it; Esc, clicking outside and toggling close it and clear the query', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('react');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(input(page)).toHaveValue('');
    await input(page).fill('memory');
    await page.mouse.click(5, 700);
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue('');
    await input(page).fill('routing');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue('');
    await expect(options(page)).toHaveCount(0);
  });

  test('returns focus to the trigger and keeps Tab inside the dialog', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('finds a technique by name and opens it with Enter', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('graph rag');
    await expect(options(page).first()).toContainText('Graph RAG');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/patterns\/knowledge-retrieval\/graph-rag$/);
  });

  test('finds a technique by a word of its description, and arrow keys move the selection', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('community summaries');
    await expect(options(page).filter({ hasText: 'Graph RAG' })).toHaveCount(1);
    const count = await options(page).count();
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
    }
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  });

  test('filters by type and by category', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('rag');
    await expect(options(page).first()).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Pages', exact: true }).click();
    await expect(dialog(page).getByRole('button', { name: 'Pages', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(options(page).first()).toBeVisible();
    for (const badge of await options(page).locator('.badge').allTextContents()) expect(badge).not.toBe('Technique');
    await dialog(page).getByRole('button', { name: 'Pages', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Site', exact: true }).click();
    for (const badge of await options(page).locator('.badge').allTextContents()) expect(badge).toBe('Site');
  });

  test('suggests titles and tags while typing', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('tree');
    const suggestion = dialog(page).getByRole('button', { name: 'Tree of Thoughts' });
    await expect(suggestion).toBeVisible();
    await input(page).fill('tre');
    await dialog(page).getByRole('button', { name: 'Tree of Thoughts' }).click();
    await expect(input(page)).toHaveValue('Tree of Thoughts');
    await expect(options(page).first()).toContainText('Tree of Thoughts');
  });

  test('keeps recent searches locally for visitors (2+ characters, newest first, no repeats)', async ({ page }) => {
    await page.goto('/');
    for (const q of ['react', 'x', 'graph rag', 'react']) {
      await page.goto('/about');
      await page.keyboard.press('Control+k');
      await input(page).fill(q);
      await expect(options(page).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/about$/);
    }
    await page.goto('/');
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('listitem')).toHaveText(['react', 'graph rag']);
    await recent.getByRole('button', { name: 'graph rag' }).click();
    await expect(input(page)).toHaveValue('graph rag');
    await input(page).fill('');
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toContainText('No recent searches yet.');
  });

  test('saves a signed-in user’s searches on the server and falls back to the local copy when loading fails', async ({ page }) => {
    await page.goto('/');
    const res = await page.request.post('/api/v1/dev/test-session', {
      data: { displayName: 'Searcher' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
    await page.keyboard.press('Control+k');
    await input(page).fill('self rag');
    await expect(options(page).first()).toContainText('Self-RAG');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/self-rag$/);
    await expect
      .poll(async () => {
        const list = await page.request.get('/api/v1/search/recent?limit=10');
        return ((await list.json()) as { searches: { query: string; searchType: string }[] }).searches.map(
          (s) => `${s.query}:${s.searchType}`,
        );
      })
      .toEqual(['self rag:manual']);

    await page.evaluate(() =>
      localStorage.setItem(
        'atlas-recent-searches',
        JSON.stringify([{ query: 'local only', category: null, filters: {}, searchType: 'manual' }]),
      ),
    );
    await page.route('**/api/v1/search/recent?limit=10', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","code":"internal_error"}' }),
    );
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await expect(recent).toContainText('API request failed: 500');
    await expect(recent.getByRole('listitem')).toHaveText(['local only']);
    await page.unroute('**/api/v1/search/recent?limit=10');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(recent.getByRole('listitem').first()).toHaveText('self rag');
  });

  test('links to full-text search and has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('sandbox');
    await expect(options(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.search-dialog').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await dialog(page)
      .getByRole('link', { name: /Search all content for “sandbox”/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=sandbox$/);
  });
});

test.describe('full-text search page', () => {
  test('shows Pagefind results with excerpts and working links', async ({ page }) => {
    const watch = watchErrors(page);
    await page.goto('/search?q=sandbox');
    await expect(page.getByLabel('Search every page')).toHaveValue('sandbox');
    await expect(page.getByRole('status')).toContainText(/\d+ pages? mention “sandbox”/);
    const first = page.locator('.full-text-results > li').first();
    await expect(first.locator('mark').first()).toBeVisible();
    const href = await first.locator('h3 a').getAttribute('href');
    expect(href).not.toMatch(/\.html/);
    await first.locator('h3 a').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    watch.expectNone();
  });

  test('is the target of the search form', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel('Search every page').fill('prompt injection');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=prompt\+injection$/);
    await expect(page.locator('.full-text-results > li').first()).toBeVisible();
  });
});
