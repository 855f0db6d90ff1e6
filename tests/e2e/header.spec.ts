import { expect, test, type Page } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';
import { hold } from './hold';
import { signInAsNewLearner } from './learning-helpers';

// The header's account slot is drawn by the page before the session is known and filled in by its
// script after; nothing around it may move then (docs/performance.md, Layout shift for a signed-in
// reader). A page with the account menu and no other signed-in content above its heading:
const PAGE = '/design-review';
const NAME = 'Margaret Hamilton-Lovelace';

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: `Account menu for ${NAME}` });

/**
 * The header's height, the y of the page's heading (the first thing below it) and where the
 * header's actions start (they move sideways if the account button changes width).
 */
async function geometry(page: Page) {
  const bar = (await header(page).boundingBox())!;
  const heading = (await page.locator('main h1').boundingBox())!;
  const actions = (await page.locator('.header-actions').boundingBox())!;
  return { header: Math.round(bar.height), heading: Math.round(heading.y), actions: actions.x };
}

/** A visitor's header at this width, for comparison. */
async function visitorHeader(page: Page) {
  await page.goto(PAGE);
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  return geometry(page);
}

test.describe('the header while the session becomes known', () => {
  for (const width of [1280, 360]) {
    test(`a signed-in reader's account menu takes the placeholder's room at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const visitor = await visitorHeader(page);
      await signInAsNewLearner(page, { displayName: NAME });
      // Unread notifications add a badge to the button: the widest it gets.
      await page.route('**/api/v1/notifications/unread-count', (route) => route.fulfill({ json: { unreadCount: 12 } }));
      const me = await hold(page, '**/api/v1/auth/me');
      await page.goto(PAGE);
      await me.requested;
      await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
      const before = await geometry(page);
      me.release();
      await expect(menuButton(page)).toBeVisible();
      await expect(menuButton(page).locator('.badge')).toHaveText('12 unread notifications');
      expect(await geometry(page)).toEqual(before);
      // The header is as tall as a visitor's: on a laptop the navigation stays on one row.
      expect(before.header).toBe(visitor.header);
    });

    test(`a visitor's header does not move when "Account" becomes "Sign in" at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const script = await hold(page, '**/_astro/AccountMenu.astro_*.js');
      // The page's load event waits for the held script; its HTML is all this step needs.
      await page.goto(PAGE, { waitUntil: 'commit' });
      await script.requested;
      await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
      const before = await geometry(page);
      script.release();
      await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await geometry(page)).toEqual(before);
    });
  }

  test('a long name ends in an ellipsis on screen and is whole for assistive technology; the menu works from the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsNewLearner(page, { displayName: NAME });
    await page.goto(PAGE);
    const toggle = menuButton(page);
    await expect(toggle).toHaveAccessibleName(`Account menu for ${NAME}`);
    const name = toggle.locator('.account-name');
    const clipped = await name.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis');
    expect(clipped).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  for (const scheme of COLOR_SCHEMES) {
    test(`axe finds nothing in a signed-in reader's header in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInAsNewLearner(page, { displayName: NAME });
      await page.route('**/api/v1/notifications/unread-count', (route) => route.fulfill({ json: { unreadCount: 3 } }));
      await page.goto(PAGE);
      await expect(menuButton(page).locator('.badge')).toBeVisible();
      await expectNoAxeViolations(page, `header, ${scheme}`);
    });
  }
});

test.describe('the header at every width', () => {
  // A guide page: its "On this page" links jump to headings further down.
  const GUIDE = '/ai-red-teaming/threat-model';

  for (const width of [700, 1000]) {
    test(`at ${width} px the navigation is one row under the brand, and a heading reached from "On this page" is not under the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(GUIDE);
      const nav = page.getByRole('navigation', { name: 'Primary' });
      const entries = nav.locator(':scope > ul > li');
      const tops = await entries.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const brand = (await page.getByRole('link', { name: 'Agent Atlas home' }).boundingBox())!;
      expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(brand.y + brand.height);

      const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(2);
      const target = page.locator(`[id="${(await link.getAttribute('href'))!.slice(1)}"]`);
      await link.click();
      await expect(page).toHaveURL(/#/);
      const bar = (await header(page).boundingBox())!;
      expect(bar.y).toBe(0);
      // The heading comes to the top of the screen, just below the header (not under it).
      await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThanOrEqual(bar.height + 48);
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(bar.height);
    });
  }

  test('on a phone each navigation menu opens within the screen, and the header scrolls away with the page instead of covering it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 700 });
    await page.goto(GUIDE);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const group of ['Guides', 'Hubs', 'Security']) {
      await nav.getByText(group, { exact: true }).click();
      const menu = nav.locator('details[open] ul');
      for (const link of await menu.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await nav.getByText(group, { exact: true }).click();
    }
    const before = (await header(page).boundingBox())!;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await header(page).boundingBox())!.y).toBeLessThan(-before.height);
  });
});
