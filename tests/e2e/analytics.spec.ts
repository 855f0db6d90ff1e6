import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, newEmail, open, signIn } from './account-helpers';

// These tests see what the server sees: the default "Sec-GPC: 1" of the other tests is removed.
test.use({ extraHTTPHeaders: {} });

interface Sent {
  name: string;
  path: string;
  [key: string]: unknown;
}

/** Every analytics event the page sends, with whether a cookie went with it. */
function recordEvents(page: Page) {
  const events: Sent[] = [];
  const cookies: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/api/v1/events')) return;
    events.push(req.postDataJSON() as Sent);
    const cookie = req.headers()['cookie'];
    if (cookie) cookies.push(cookie);
  });
  return { events, cookies, names: () => events.map((e) => e.name) };
}
/** Lets the page finish what it is doing, so "nothing was sent" is checked after the fact. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

test('a visit counts a page view, engagement after more than 5 s visible and scroll depth, without query string or cookies', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'probe', value: '1', url: test.info().project.use.baseURL! }]);
  await page.clock.install();
  const sent = recordEvents(page);
  const accepted = page.waitForResponse((res) => res.url().endsWith('/api/v1/events'));
  await page.goto('/patterns?q=private+words#top');
  expect((await accepted).status()).toBe(202);
  expect(sent.events).toEqual([{ name: 'pageview', path: '/patterns' }]);

  await page.clock.runFor(4_000);
  await settle(page);
  expect(sent.names()).toEqual(['pageview']);
  await page.clock.runFor(1_500);
  await expect.poll(sent.names).toContain('engagement');

  // Scroll so the bottom of the window sits at 35 % of the page, whatever its length: past 25, short of 50.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.35 - window.innerHeight));
  await expect.poll(() => sent.events.filter((e) => e.name === 'scroll').map((e) => e.depth)).toEqual([25]);
  expect(sent.cookies).toEqual([]);
  expect(JSON.stringify(sent.events)).not.toContain('private');
});

test('a search counts its length and result count, never its words', async ({ page }) => {
  const sent = recordEvents(page);
  await page.goto('/about');
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', { name: /search/i });
  await input.fill('reflexion');
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await page.waitForURL(/\/patterns\//);
  const search = sent.events.find((e) => e.name === 'search');
  expect(search).toMatchObject({ name: 'search', path: '/about', queryLength: 9 });
  expect(search!.results).toBeGreaterThan(0);
  expect(JSON.stringify(search)).not.toContain('reflexion');
});

test('the 404 page counts "not found" for the missing path', async ({ page }) => {
  const sent = recordEvents(page);
  await page.goto('/no-such-page-here');
  await expect.poll(() => sent.events).toEqual([{ name: 'not_found', path: '/no-such-page-here' }]);
});

test('Global Privacy Control: nothing is sent at all', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await page.clock.install();
  const sent = recordEvents(page);
  await page.goto('/patterns');
  await page.clock.runFor(10_000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  expect(sent.events).toEqual([]);
  await page.goto('/privacy');
  await expect(page.getByRole('status').filter({ hasText: 'asks sites not to track' })).toBeVisible();
});

test('opting out on the privacy page stops every event in this browser, and opting back in resumes', async ({ page }) => {
  const sent = recordEvents(page);
  await page.goto('/privacy');
  const box = page.getByRole('checkbox', { name: 'Count my visits anonymously' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('Nothing is sent from this browser')).toBeVisible();

  sent.events.length = 0;
  await page.goto('/about');
  await settle(page);
  expect(sent.events).toEqual([]);

  await page.goto('/privacy');
  await expect(box).not.toBeChecked();
  await box.check();
  await page.goto('/about');
  await expect.poll(() => sent.events).toEqual([{ name: 'pageview', path: '/about' }]);
});

test('a learner who turns data collection off in settings sends nothing from then on', async ({ page, request, baseURL }) => {
  const email = newEmail('no-analytics');
  await createVerifiedAccount(request, baseURL!, email);
  await signIn(page, email, undefined, '/settings');
  const box = page.getByRole('checkbox', { name: 'Allow usage data collection' });
  await box.uncheck();
  await page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(page.getByText('Privacy settings saved.')).toBeVisible();

  const sent = recordEvents(page);
  await open(page, '/learning-hub');
  await page.goto('/about');
  await settle(page);
  expect(sent.events).toEqual([]);
  await page.goto('/privacy');
  await expect(page.getByRole('checkbox', { name: 'Count my visits anonymously' })).not.toBeChecked();
});
