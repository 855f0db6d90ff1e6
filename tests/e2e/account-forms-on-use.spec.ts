import { expect, test, type Page, type Route } from '@playwright/test';
import { createVerifiedAccount, newEmail, PASSWORD } from './account-helpers';
import { hold } from './hold';

// The sign-in, registration and reset-request forms hydrate on the first sign of use
// (`client:intent`), so a visitor's page loads no framework until then (docs/decisions.md).

const FRAMEWORK = /\/_astro\/(client|react)\./;

function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** Holds the framework's files until `release()`, so a test can type into a form that has not woken yet. */
async function holdFramework(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(FRAMEWORK, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('sign in: no framework before use, the social links and "Create an account" work without it, and what was typed before the form woke is sent', async ({
  page,
  request,
  baseURL,
}) => {
  const email = newEmail('intent');
  await createVerifiedAccount(request, baseURL!, email);
  const scripts = scriptsOf(page);
  await page.goto('/auth/login?next=%2Fsettings');
  await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register?next=%2Fsettings');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => FRAMEWORK.test(path))).toEqual([]);

  // Type while the framework is still on its way: the inputs keep the text, the button waits.
  const framework = await holdFramework(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect.poll(framework.requested).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await framework.release();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('a signed-in reader opening sign in sees who they are at once, without touching the page', async ({ page, request, baseURL }) => {
  const email = newEmail('intent-signed-in');
  await createVerifiedAccount(request, baseURL!, email);
  const login = await page.request.post('/api/v1/auth/login', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto('/auth/login');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
});

test('register: a first press on the still-disabled button wakes the form and is not lost', async ({ page }) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('link', { name: 'Sign up with GitHub' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await create.click({ force: true }); // as a tap would: the press reaches the disabled button
  await expect(page.getByText('Enter your first name.')).toBeVisible();
});

test('register: once the account is created, the card shows only the confirmation', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(newEmail('intent-register'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  await expect(page.getByRole('link', { name: 'Sign up with GitHub' })).toBeHidden();
  await expect(page.getByText('Already have an account?')).toBeHidden();
});

test('sign in: "New to Agent Atlas?" does not move when the GitHub and Google links arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const providers = await hold(page, '**/api/v1/auth/providers');
  await page.goto('/auth/login');
  await providers.requested;
  await expect(page.getByText('Loading sign-in options…')).toBeVisible();
  const line = page.getByText('New to Agent Atlas?');
  const before = (await line.boundingBox())!.y;
  providers.release();
  await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toBeVisible();
  expect((await line.boundingBox())!.y).toBe(before);
});
