import { expect, test } from '@playwright/test';
import { readTechniqueFiles } from '../../src/lib/catalogue/technique-files';
import { watchErrors } from './helpers';

/** Sections of a page in the teaching format (docs/content-guide.md). */
const TEACHING_SECTIONS = [
  'Example',
  'The prompts',
  'How it works',
  'Implementation sketch',
  'Evidence',
  'Cost and latency',
  'When to use it',
  'When not to use it',
  'Failure modes and reliability',
  'Security considerations',
  'Evaluation',
  'Neighbours',
  'Related techniques',
  'References',
];
test.describe('pattern catalogue', () => {
  test('a technique page from every category renders completely and cleanly', async ({ page }) => {
    await page.goto('/patterns');
    const firstOfEach = await page
      .locator('[data-category-block]')
      .evaluateAll((blocks) => blocks.map((b) => b.querySelector<HTMLAnchorElement>('.technique-card a')!.getAttribute('href')!));
    expect(firstOfEach).toHaveLength(16);
    for (const href of firstOfEach) {
      const watch = watchErrors(page);
      const res = await page.goto(href);
      expect(res?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const headings = (await page.locator('article h2').allTextContents()).map((h) => h.replace(/^Exercise:.*/, 'Exercise'));
      for (const section of TEACHING_SECTIONS) expect(headings, `${href} lacks ${section}`).toContain(section);
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Patterns' })).toBeVisible();
      await expect(page.locator('pre.trace').first()).not.toBeEmpty();
      await expect(page.locator('script[src]')).toHaveCount(0);
      watch.expectNone();
    }
  });

  test('related techniques and previous/next links lead to other technique pages', async ({ page }) => {
    await page.goto('/patterns/reasoning-techniques/cot');
    const related = page.locator('.related-list a').first();
    const name = (await related.textContent())!.trim();
    await related.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const next = page.locator('a[rel="next"], a[rel="prev"]').first();
    const nextName = (await next.textContent())!.replace(/^(Next|Previous)/, '').trim();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nextName);
  });

  test('the reasoning-techniques address answers for a technique of another category', async ({ page, request }) => {
    const res = await request.get('/patterns/reasoning-techniques/graph-rag', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/patterns/knowledge-retrieval/graph-rag');
    await page.goto('/patterns/reasoning-techniques/graph-rag');
    await expect(page).toHaveURL(/\/patterns\/knowledge-retrieval\/graph-rag$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Graph RAG');
    const own = await request.get('/patterns/reasoning-techniques/react', { maxRedirects: 0 });
    expect(own.status()).toBe(200);
  });

  test('each technique is also plain Markdown, listed in llms.txt', async ({ request }) => {
    const md = await request.get('/patterns/knowledge-retrieval/self-rag.md');
    expect(md.status()).toBe(200);
    const text = await md.text();
    expect(text).toMatch(/^# Self-RAG/);
    expect(text).toContain('## How it works');
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain('/patterns/knowledge-retrieval/self-rag.md');
    expect(llms.match(/^- \[/gm)?.length).toBeGreaterThanOrEqual(200);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every technique is one link on /patterns, with its name and complexity', async ({ page }) => {
      await page.goto('/patterns');
      const entries = await page.locator('.technique-card').evaluateAll((cards) =>
        cards.map((card) => ({
          href: card.querySelector('a')?.getAttribute('href'),
          text: card.querySelector('a')?.textContent?.replace(/\s+/g, ' ').trim(),
        })),
      );
      const techniques = readTechniqueFiles('content/techniques');
      expect(entries).toHaveLength(techniques.length);
      for (const t of techniques) {
        const entry = entries.find((e) => e.href === `/patterns/${t.category}/${t.id}`);
        expect(entry?.text, t.id).toBe(`${t.name}${t.abbr ? ` (${t.abbr})` : ''} ${t.complexity} complexity`);
      }
    });

    test('category and complexity filters are plain links to static pages', async ({ page }) => {
      await page.goto('/patterns');
      await expect(page.locator('[data-name-filter]')).toBeHidden();
      const chip = page.getByRole('list', { name: 'By category' }).getByRole('link', { name: /^Safety/ });
      const expected = Number(await chip.locator('.count').textContent());
      await chip.click();
      await expect(page).toHaveURL(/\/patterns\/safety$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safety');
      await expect(page.locator('.technique-card')).toHaveCount(expected);
      const hrefs = await page.locator('.technique-card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/patterns\/safety\//);

      await page.goto('/patterns');
      const high = page.getByRole('list', { name: 'By complexity' }).getByRole('link', { name: /^high/ });
      const highCount = Number(await high.locator('.count').textContent());
      await high.click();
      await expect(page).toHaveURL(/\/patterns\/complexity\/high$/);
      await expect(page.locator('.technique-card')).toHaveCount(highCount);
      await expect(page.locator('.technique-card .badge-high')).toHaveCount(highCount);
    });
  });

  test('the name filter narrows the catalogue as you type', async ({ page }) => {
    await page.goto('/patterns');
    const total = await page.locator('.technique-card').count();
    await page.getByLabel('Filter by name').fill('rag');
    const visible = page.locator('.technique-card:visible');
    const shown = await visible.count();
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(total);
    for (const name of await visible.locator('.technique-name').allTextContents()) expect(name.toLowerCase()).toMatch(/rag/);
    await expect(page.getByRole('status')).toContainText(`${shown} of ${total} techniques match`);
    await page.getByLabel('Filter by name').fill('');
    await expect(page.locator('.technique-card:visible')).toHaveCount(total);
  });
});
