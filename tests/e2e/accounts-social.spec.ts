import { expect, test } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';
import { allHydrated, createVerifiedAccount, newEmail, open, PASSWORD, signIn } from './account-helpers';

test.describe('social sign-in against the local fake provider', () => {
  test('GitHub: creates the account, signs in and returns to the page that asked', async ({ page }) => {
    await open(page, '/auth/login?next=%2Fsettings');
    await page.getByRole('link', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // A provider-only account has no password yet: settings offers to set one.
    await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('octo.tester@example.test')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('GitHub', { exact: true })).toBeVisible();
  });

  test('Google: signs in from the register page and lands on the profile', async ({ page }) => {
    await open(page, '/auth/register');
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('First name')).toHaveValue('Gia');
    await expect(page.getByText('gia.googler@example.test')).toBeVisible();
  });

  test('the callback page explains an error from the address', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied');
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled at the provider. Nothing was changed.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the callback page shows the waiting message while it completes', async ({ page, baseURL }) => {
    // Back from the provider the browser has the signed-in hint, so the page asks the server.
    await page.context().addCookies([{ name: 'atlas_signed_in', value: '1', url: baseURL! }]);
    await page.route('**/api/v1/auth/me', () => {}); // never answers: the page keeps waiting
    await page.goto('/auth/callback');
    await expect(page.getByRole('status')).toHaveText('Completing sign in...Please wait while we redirect you.');
  });

  test('providers without credentials are shown disabled with the reason', async ({ page }) => {
    await page.route('**/api/v1/auth/providers', (route) =>
      route.fulfill({
        json: {
          providers: [
            { id: 'github', name: 'GitHub', configured: false },
            { id: 'google', name: 'Google', configured: true },
          ],
        },
      }),
    );
    await open(page, '/auth/login');
    const button = page.getByRole('button', { name: 'GitHub sign-in not configured' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/GitHub sign-in is not configured on this site yet/);
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  });

  test('a next address on another site is ignored after sign-in', async ({ page, request, baseURL }) => {
    const email = newEmail('next');
    await createVerifiedAccount(request, baseURL!, email);
    await open(page, '/auth/login?next=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
  });
});

test.describe('account header', () => {
  test('content pages keep a plain Account link and no script; it leads to sign-in', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('script[src], script[type="module"]')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the account menu opens with the keyboard and closes with Escape', async ({ page, request, baseURL }) => {
    const email = newEmail('menu');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email);
    const toggle = page.getByRole('button', { name: /Account menu for/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('accessibility of the account pages', () => {
  // One page per test, so a slow machine never runs out of one test's time.
  for (const scheme of COLOR_SCHEMES) {
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password?token=abc',
      '/auth/verify-email',
      '/auth/callback?error=invalid_state',
      '/dev/mailbox',
    ]) {
      test(`axe finds nothing on ${path} in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      });
    }

    test(`axe finds nothing on the register form with errors shown in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/auth/register');
      await page.getByLabel('First name').focus(); // the form hydrates on use
      await allHydrated(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter your first name.')).toBeVisible();
      await expectNoAxeViolations(page, `${scheme} register with errors`);
    });

    test(`axe finds nothing on the profile and settings pages in the ${scheme} theme`, async ({ page, request, baseURL }) => {
      const email = newEmail('axe');
      await createVerifiedAccount(request, baseURL!, email);
      await signIn(page, email);
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/profile', '/settings']) {
        await page.goto(path);
        await expect(page.locator('.card').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      }
    });
  }
});
