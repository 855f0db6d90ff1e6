import { expect, test, type Page } from '@playwright/test';
import { BOOKMARK_KINDS, ITEM_ID, type BookmarkItem } from '../../src/lib/bookmarks/bookmarks';
import { hydrated, open } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { signInAsNewLearner } from './learning-helpers';

const items = async (page: Page) => ((await (await page.request.get('/bookmarks/items.json')).json()) as { items: BookmarkItem[] }).items;
const find = async (page: Page, kind: BookmarkItem['kind'], id: string) => (await items(page)).find((i) => i.kind === kind && i.id === id)!;

test('the build lists every kind of item once, by ids the API accepts', async ({ page }) => {
  const list = await items(page);
  expect(new Set(list.map((i) => i.kind))).toEqual(new Set(BOOKMARK_KINDS));
  const keys = list.map((i) => `${i.kind}:${i.id}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const item of list) expect(item.id, `${item.kind} ${item.url}`).toMatch(ITEM_ID);
  // Each listed page exists and carries its own slot.
  for (const kind of BOOKMARK_KINDS) {
    const item = list.find((i) => i.kind === kind)!;
    await page.goto(item.url);
    await expect(page.locator(`[data-bookmark-kind="${kind}"][data-bookmark-id="${item.id}"]`)).toHaveCount(1);
  }
});

test('a visitor gets no bookmark script, and a link to sign in that comes back to the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const technique = await find(page, 'technique', 'react');
  await page.goto(technique.url);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const link = page.getByRole('link', { name: 'Sign in to bookmark this page' });
  await expect(link).toHaveAttribute('href', `/auth/login?next=${encodeURIComponent(technique.url)}`);
});

test('a learner bookmarks a page, writes a note, and finds both in the library', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsNewLearner(page);
  const technique = await find(page, 'technique', 'react');
  // Hold the control back, to see that the page does not move when it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/bookmark-control.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(technique.url);
  const lead = page.locator('.lead').first();
  const before = await lead.boundingBox();
  await expect(page.getByRole('link', { name: 'Sign in to bookmark this page' })).toBeHidden();
  release();
  const toggle = page.getByRole('button', { name: 'Bookmark', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await lead.boundingBox()).toEqual(before);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add a note' }).click();
  const dialog = page.getByRole('dialog', { name: /Your note on/ });
  await dialog.getByLabel('Note (plain text)').fill('Compare with plan-and-execute.\n<b>not bold</b>');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('button', { name: 'Edit note' })).toBeVisible();
  expect(await lead.boundingBox()).toEqual(before);

  // The state is the server's: a reload shows it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  // A second item, without a note.
  const news = (await items(page)).find((i) => i.kind === 'news')!;
  await page.goto(news.url);
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  await open(page, '/profile/library');
  const list = page.locator('.library-list > li');
  await expect(list).toHaveCount(2);
  const entry = list.filter({ hasText: technique.title });
  await expect(entry.getByRole('link', { name: technique.title })).toHaveAttribute('href', technique.url);
  await expect(entry).toContainText('Compare with plan-and-execute.');
  await expect(entry).toContainText('<b>not bold</b>');
  await expect(entry.locator('b')).toHaveCount(0);

  await page.getByLabel('Only bookmarks with a note').check();
  await expect(list).toHaveCount(1);
  await page.getByLabel('Only bookmarks with a note').uncheck();
  await page.getByLabel('Kind').selectOption('news');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(news.title);
  await page.getByLabel('Kind').selectOption('all');
  await page.getByLabel('Words in the title or note').fill('plan-and-execute');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(technique.title);
  await page.getByLabel('Words in the title or note').fill('');

  await list
    .filter({ hasText: news.title })
    .getByRole('button', { name: /Remove the bookmark/ })
    .click();
  await expect(list).toHaveCount(1);
  await page.reload();
  await hydrated(page);
  await expect(list).toHaveCount(1);
  errors.expectNone();
});

test('the library sends a visitor to sign in first', async ({ page }) => {
  await page.goto('/profile/library');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile%2Flibrary$/);
});

for (const scheme of COLOR_SCHEMES) {
  test(`the library and the note dialog have no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsNewLearner(page);
    const guide = (await items(page)).find((i) => i.kind === 'guide')!;
    await page.goto(guide.url);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
    await expectNoAxeViolations(page, `${guide.url} with the control`);
    await page.getByRole('button', { name: 'Add a note' }).click();
    await page.getByLabel('Note (plain text)').fill('A note to check contrast.');
    await expectNoAxeViolations(page, 'note dialog');
    await page.getByRole('button', { name: 'Save note' }).click();
    await open(page, '/profile/library');
    await expect(page.locator('.library-list > li')).toHaveCount(1);
    await expectNoAxeViolations(page, '/profile/library');
  });
}
