import { expect, test, type Page } from '@playwright/test';
import { hydrated, open } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { signInAsNewLearner } from './learning-helpers';
import { subscribeByApi } from './billing-helpers';

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current plan' });

test('subscribe to Pro through the sandbox checkout: a declined card first, then a good one', async ({ page }) => {
  const watch = watchErrors(page);
  await signInAsNewLearner(page);
  await open(page, '/billing');
  await expect(currentPlan(page).getByText('Free', { exact: true })).toBeVisible();
  const pro = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Pro/ }) });
  await expect(pro.getByText('Most popular')).toBeVisible();
  await page.getByLabel('Yearly (two months free)').check();
  await expect(pro.getByText('$90.00')).toBeVisible();
  await page.getByLabel('Monthly').check();
  await pro.getByRole('button', { name: 'Choose Pro' }).click();

  await expect(page).toHaveURL(/\/dev\/checkout\?session=cs_/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Pro, $9.00 per month' })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByRole('button', { name: 'Pay $9.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $9.00' }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(currentPlan(page).getByText('Pro', { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText('Active')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment methods' }).getByText('Visa ending in 4242')).toBeVisible();
  const history = page.getByRole('region', { name: 'Billing history' });
  await expect(history.getByRole('cell', { name: '$9.00' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Paid' })).toBeVisible();
  await history.getByRole('link', { name: /View invoice of/ }).click();
  await hydrated(page);
  await expect(page.getByText(/Pro \(monthly\)/)).toBeVisible();
  // The declined card's 402 is logged by the browser like any 4xx; nothing else may be.
  expect(watch.errors.filter((e) => !/status of 402/.test(e))).toEqual([]);
});

test('cancel: "Keep Subscription" keeps it, confirming sets it to end, reactivating undoes it', async ({ page }) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await open(page, '/billing');
  await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(currentPlan(page).getByText('Active')).toBeVisible();

  await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(currentPlan(page).getByText('Ends at period end')).toBeVisible();
  await expect(currentPlan(page).getByText(/Your subscription ends on/)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(currentPlan(page).getByText('Ends at period end')).toBeVisible();

  await currentPlan(page).getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(currentPlan(page).getByText('Active')).toBeVisible();
  await expect(currentPlan(page).getByText(/Renews on/)).toBeVisible();
});

test('a cancelled subscription ends when the sandbox clock reaches the end of the period', async ({ page }) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await open(page, '/billing');
  await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await currentPlan(page).getByRole('button', { name: 'Sandbox: move to the end of this period' }).click();
  await expect(currentPlan(page).getByText('Free', { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText(/Your paid subscription has ended/)).toBeVisible();
});

test('add a card through setup checkout and make it the default', async ({ page }) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await open(page, '/billing');
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await cards.getByRole('button', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\?session=cs_/);
  await hydrated(page);
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM/YY)').fill('06/33');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();
  await expect(cards.getByText('Mastercard ending in 4444')).toBeVisible();
  await cards.getByRole('button', { name: 'Make Mastercard ending in 4444 the default card' }).click();
  await expect(cards.getByRole('status')).toHaveText('Mastercard ending in 4444 is now your default card.');
  await expect(cards.getByRole('button', { name: 'Make Visa ending in 4242 the default card' })).toBeVisible();
});

test('a checkout replaced by a newer one says so and cannot be paid; the newer one can', async ({ page }) => {
  await signInAsNewLearner(page);
  const opened = [];
  for (const plan of ['pro', 'enterprise']) {
    const res = await page.request.post('/api/v1/billing/checkout', {
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}` },
      data: { plan, interval: 'monthly' },
    });
    expect(res.status()).toBe(200);
    opened.push(((await res.json()) as { url: string }).url);
  }
  await open(page, opened[0]!);
  await expect(page.getByText('This checkout was replaced by a newer one and can no longer be paid. Nothing was charged.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await open(page, opened[1]!);
  await expect(page.getByRole('heading', { name: 'Enterprise, $49.00 per month' })).toBeVisible();
});

test('the page loads no framework; from the keyboard the cancel dialog opens, closes and returns focus; a failed cancel says why', async ({
  page,
}) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await open(page, '/billing');
  await expect(currentPlan(page).getByText('Active')).toBeVisible();
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path))).toEqual([]);

  const cancel = currentPlan(page).getByRole('button', { name: 'Cancel subscription' });
  const dialog = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.route('**/api/v1/billing/cancel', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'database_unavailable', message: 'The database did not answer.' }),
    }),
  );
  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(currentPlan(page).getByRole('alert')).toHaveText('The database did not answer.');
  await expect(currentPlan(page).getByText('Active')).toBeVisible();
  await expect(cancel).toBeEnabled();
});

test('the plans are in the page as served, before any script runs', async ({ page }) => {
  await signInAsNewLearner(page);
  const html = await (await page.request.get('/billing')).text();
  for (const text of ['Billing period', 'Most popular', 'Choose Pro', 'Choose Enterprise', 'Loading your billing…'])
    expect(html).toContain(text);
});

test('a billing that fails to load says why and leaves the plans shown but not choosable', async ({ page }) => {
  await signInAsNewLearner(page);
  await page.route('**/api/v1/billing', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'database_unavailable', message: 'The database did not answer.' }),
    }),
  );
  await open(page, '/billing');
  await expect(page.getByRole('alert')).toHaveText('The database did not answer.');
  await expect(currentPlan(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Payment methods' })).toHaveCount(0);
});

test('without a payment provider the page says so and offers nothing to pay', async ({ page }) => {
  await signInAsNewLearner(page);
  await page.route('**/api/v1/billing', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), provider: null } });
  });
  await open(page, '/billing');
  await expect(page.getByRole('alert')).toHaveText('Payments are not set up on this site yet. Everything free stays available.');
  await expect(currentPlan(page).getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Payment methods' }).getByRole('button', { name: 'Add a card' })).toBeDisabled();
});

test('while a plan’s checkout opens the plans wait; a failure is said in the plans and they can be chosen again', async ({ page }) => {
  await signInAsNewLearner(page);
  await open(page, '/billing');
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/billing/checkout', async (route) => {
    await answered;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'provider_unavailable', message: 'The payment provider did not answer.' }),
    });
  });
  const plans = page.getByRole('region', { name: 'Plans' });
  await plans.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(plans.getByRole('button', { name: 'Choose Enterprise' })).toBeDisabled();
  await expect(plans.getByRole('button', { name: 'Choose Pro' })).toBeDisabled();
  answer();
  await expect(plans.getByRole('alert')).toHaveText('The payment provider did not answer.');
  await expect(plans.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  await expect(plans.getByRole('button', { name: 'Choose Pro' })).toBeFocused();
  await expect(page).toHaveURL(/\/billing$/);
});

test('a visitor opening /billing is sent to sign in and back', async ({ page }) => {
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fbilling$/);
});

for (const scheme of COLOR_SCHEMES) {
  test(`billing and the sandbox checkout have no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsNewLearner(page);
    await subscribeByApi(page);
    await open(page, '/billing');
    await expect(currentPlan(page).getByText('Active')).toBeVisible();
    await expectNoAxeViolations(page, `/billing ${scheme}`);
    await currentPlan(page).getByRole('button', { name: 'Cancel subscription' }).click();
    await expectNoAxeViolations(page, `/billing dialog ${scheme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Keep Subscription' }).click();
    await page.getByRole('region', { name: 'Payment methods' }).getByRole('button', { name: 'Add a card' }).click();
    await hydrated(page);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page, `/dev/checkout ${scheme}`);
  });
}
