import { expect, test, type Page } from '@playwright/test';
import { open } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';
import { signInAsNewLearner } from './learning-helpers';
import { subscribeByApi } from './billing-helpers';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

async function seed(page: Page, count: number) {
  const res = await page.request.post('/api/v1/dev/test-notifications', { headers: { origin: ORIGIN }, data: { count } });
  expect(res.status()).toBe(201);
}

const items = (page: Page) => page.locator('.notification-list > li');

test('an account without notifications sees the empty state', async ({ page }) => {
  await signInAsNewLearner(page);
  await open(page, '/notifications');
  await expect(page.getByText('No notifications found')).toBeVisible();
});

test('the page loads no framework, and marking one read from the keyboard keeps focus on its button', async ({ page }) => {
  await signInAsNewLearner(page);
  await seed(page, 2);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await open(page, '/notifications');
  await expect(items(page)).toHaveCount(2);
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Mark read “Test notification 2”' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mark unread “Test notification 2”' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Unread (1)' })).toBeVisible();
});

// One journey split in three, so each stays short on a slow machine.
test('load more, then mark one read and unread', async ({ page }) => {
  await signInAsNewLearner(page);
  await seed(page, 25);
  await open(page, '/notifications');
  await expect(items(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unread (25)' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark read “Test notification 25”' }).click();
  await expect(page.getByRole('button', { name: 'Unread (24)' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark unread “Test notification 25”' }).click();
  await expect(page.getByRole('button', { name: 'Unread (25)' })).toBeVisible();
});

test('select all visible, mark selected read and unread, mark all read', async ({ page }) => {
  await signInAsNewLearner(page);
  await seed(page, 5);
  await open(page, '/notifications');
  await expect(items(page)).toHaveCount(5);
  await page.getByLabel('Select all visible').check();
  await expect(page.getByText('5 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark selected read' }).click();
  await expect(page.getByRole('button', { name: 'Unread (0)' })).toBeVisible();
  await expect(page.getByLabel('Select all visible')).not.toBeChecked();
  await page.getByLabel('Select all visible').check();
  await page.getByRole('button', { name: 'Mark selected unread' }).click();
  await expect(page.getByRole('button', { name: 'Unread (5)' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Unread (0)' })).toBeVisible();
});

test('delete selected and delete one, and the deletions survive a reload', async ({ page }) => {
  await signInAsNewLearner(page);
  await seed(page, 25);
  await open(page, '/notifications');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items(page)).toHaveCount(25);
  await page.getByLabel('Select “Test notification 1”', { exact: true }).check();
  await page.getByLabel('Select “Test notification 2”', { exact: true }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(items(page)).toHaveCount(23);
  await page.getByRole('button', { name: 'Delete “Test notification 3”' }).click();
  await expect(items(page)).toHaveCount(22);
  await page.reload();
  await expect(items(page)).toHaveCount(20);
  await expect(page.getByText('Test notification 3', { exact: true })).toHaveCount(0);
});

test('the unread filter, and the unread count in the account menu', async ({ page }) => {
  await signInAsNewLearner(page, { displayName: 'Ada' });
  await seed(page, 3);
  await open(page, '/notifications');
  await page.getByRole('button', { name: 'Mark read “Test notification 3”' }).click();
  await page.getByRole('button', { name: 'Unread (2)' }).click();
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark read “Test notification 2”' }).click();
  await expect(items(page)).toHaveCount(1);
  await open(page, '/billing');
  await expect(page.getByRole('button', { name: /Account menu for Ada 1 unread notifications/ })).toBeVisible();
  await page.getByRole('button', { name: /Account menu for Ada/ }).click();
  await expect(page.getByRole('link', { name: 'Notifications (1 unread)' })).toHaveAttribute('href', '/notifications');
});

test('a failed action rolls back with a message', async ({ page }) => {
  await signInAsNewLearner(page);
  await seed(page, 2);
  await open(page, '/notifications');
  await page.route('**/api/v1/notifications/delete', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'database_unavailable', message: 'The database did not answer.' }),
    }),
  );
  await page.getByRole('button', { name: 'Delete “Test notification 1”' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not delete: The database did not answer. Nothing was changed.');
  await expect(items(page)).toHaveCount(2);
});

for (const scheme of COLOR_SCHEMES) {
  test(`the notifications page has no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsNewLearner(page);
    await seed(page, 3);
    await open(page, '/notifications');
    await page.getByRole('button', { name: 'Mark read “Test notification 3”' }).click();
    await page.getByLabel('Select “Test notification 1”', { exact: true }).check();
    await expectNoAxeViolations(page, `/notifications ${scheme}`);
  });
}

test('an email’s unsubscribe link turns that category off with one click on its page', async ({ page }) => {
  const res = await page.request.post('/api/v1/dev/test-session', { headers: { origin: ORIGIN }, data: {} });
  const { user } = await res.json();
  // A payment sends a notification email (account activity), with its unsubscribe link.
  await subscribeByApi(page);
  const mailbox = await (await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(user.email)}`)).json();
  const link: string = mailbox.mails[0].links.find((l: string) => l.includes('/notifications/unsubscribe'));
  await open(page, new URL(link).pathname + new URL(link).search);
  await expectNoAxeViolations(page, '/notifications/unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You will no longer receive account activity emails. You can turn them back on in your settings.',
  );
  const preferences = await (await page.request.get('/api/v1/settings/preferences')).json();
  expect(preferences.preferences.notifications.email).toBe(false);
});

test('turning push on in settings needs push to be set up; without it, it says so and saves nothing', async ({ page }) => {
  await signInAsNewLearner(page);
  await open(page, '/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.getByLabel('Push notifications').check();
  await section.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(section.getByRole('alert')).toHaveText('Push notifications are not set up on this site.');
  const preferences = await (await page.request.get('/api/v1/settings/preferences')).json();
  expect(preferences.preferences.notifications.push).toBe(false);
  // Email preferences alone still save.
  await section.getByLabel('Push notifications').uncheck();
  await section.getByLabel('Email notifications').uncheck();
  await section.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(section.getByRole('status')).toHaveText('Notification preferences saved.');
});

test('the service worker shows a delivered push message with its title and text', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/help');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe('/');
  // Deliver a push message to the worker as the browser's push service would (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  // Listen before enabling: enabling reports the running worker at once.
  const running = new Promise<{ registrationId: string }>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const live = versions.find((v: { runningStatus: string }) => v.runningStatus === 'running');
      if (live) resolve(live);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const version = await running;
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));
  // Chromium now and then shows the notification yet leaves it out of getNotifications(): about
  // one run in forty here, with showNotification resolved and no close event. A push whose
  // notification is not listed is delivered again; a worker that never shows one still fails.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: version.registrationId,
      data: JSON.stringify({ title: 'Payment received: $9.00', body: 'Thank you.', link: '/billing' }),
    });
    await expect.poll(shown, { timeout: 3_000 }).toContain('Payment received: $9.00 | Thank you.');
  }).toPass({ timeout: 15_000 });
});
