import { expect, request as playwrightRequest, test } from '@playwright/test';
import { allHydrated, createVerifiedAccount, hydrated, newEmail, open, openMailLink, PASSWORD, signIn } from './account-helpers';
import { watchErrors } from './helpers';
import { hold } from './hold';
import { signInAsNewLearner } from './learning-helpers';

const NEW_PASSWORD = 'tundra-beacon-orchid-31';

test.describe('accounts', () => {
  test('register → confirm via the mailbox → sign in → edit profile → change password → sign out', async ({ page }) => {
    const watch = watchErrors(page);
    const email = newEmail('journey');
    await open(page, '/auth/register');
    await page.getByLabel('First name').fill('Barbara');
    // The form hydrates once used; the messages on leaving a field below need it running.
    await allHydrated(page);
    await page.getByLabel('Last name').fill('Liskov');
    await page.getByLabel('Email').fill(email);
    // Validation as you type: a message once the field is left, following each keystroke after.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await password.blur();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(PASSWORD);
    await expect(page.getByText('Use at least 8 characters.')).toBeHidden();
    const confirm = page.getByLabel('Confirm password');
    await confirm.fill('something-else');
    await confirm.blur();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await confirm.fill(PASSWORD);
    await expect(page.getByText('The passwords do not match.')).toBeHidden();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your inbox');

    await openMailLink(page, email, 'Confirm your email address for Agent Atlas');
    await expect(page).toHaveURL(/\/auth\/verify-email$/); // the token left the address bar
    await expect(page.getByRole('status')).toContainText('Your email address is confirmed.');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    await expect(page.locator('.facts')).toContainText(`Member since${today}`);

    await page.getByLabel('Display name').fill('Barbara L.');
    await page.getByLabel('Bio').fill('Abstraction and the substitution principle.');
    await page.getByLabel('Time zone').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Barbara L.');
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await expect(page.getByRole('button', { name: /Account menu for Barbara L\./ })).toBeVisible();

    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/settings#password$/);
    // Type only once the form's island runs (what is typed before it hydrates is not in its state).
    await hydrated(page);
    await page.getByLabel('Current password').first().fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');
    await page.getByLabel('Current password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsettings$/);
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // The signed-out check (401) and the refused passwords (401, 403) are answers, not faults.
    const expectedRefusals = /Failed to load resource: the server responded with a status of 40[13]/;
    expect(watch.errors.filter((e) => !expectedRefusals.test(e))).toEqual([]);
  });

  test('forgot password → reset through the emailed link → sign in with the new password', async ({ page, request, baseURL }) => {
    const email = newEmail('reset');
    await createVerifiedAccount(request, baseURL!, email);
    await open(page, '/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').focus(); // the form hydrates on use
    await allHydrated(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that email address');

    await openMailLink(page, email, 'Reset your Agent Atlas password');
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await signIn(page, email, NEW_PASSWORD);
  });

  test("forgot password shows 'Failed to send reset email' when the server gives no message", async ({ page }) => {
    await page.route('**/api/v1/auth/forgot-password', (route) => route.fulfill({ status: 500, body: '' }));
    await open(page, '/auth/forgot-password');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send reset email');
  });

  test('signs out one other session from settings, then all the others', async ({ page, request, baseURL }) => {
    const email = newEmail('sessions');
    await createVerifiedAccount(request, baseURL!, email);
    const signInElsewhere = async (agent: string) => {
      const other = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': agent } });
      const res = await other.post('/api/v1/auth/login', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
      expect(res.status()).toBe(200);
      return other;
    };
    const laptop = await signInElsewhere('Other Laptop/2.0');
    const tablet = await signInElsewhere('Old Tablet/1.0');
    await signIn(page, email, PASSWORD, '/settings');
    const section = page.locator('#sessions');
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByRole('listitem').filter({ hasText: 'This browser' }).getByRole('button')).toHaveCount(0);

    await section.getByRole('button', { name: /^Sign out Other Laptop\/2\.0/ }).click();
    await expect(section.getByRole('status')).toHaveText('Other Laptop/2.0 has been signed out.');
    await expect(section.getByRole('listitem')).toHaveCount(2);
    expect((await laptop.get('/api/v1/auth/me')).status()).toBe(401);
    expect((await tablet.get('/api/v1/auth/me')).status()).toBe(200);

    await section.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(section.getByRole('status')).toHaveText('All your other sessions have been signed out.');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    expect((await tablet.get('/api/v1/auth/me')).status()).toBe(401);
    await page.reload();
    await expect(page.locator('#sessions').getByRole('listitem')).toHaveCount(1); // still signed in here
    await Promise.all([laptop.dispose(), tablet.dispose()]);
  });

  test('settings: visitors are sent to sign in by the server; the password form is in the first paint and submits once the account is known', async ({
    page,
    request,
    baseURL,
  }) => {
    // Without a session the server sends the visitor to sign in before any HTML.
    const visitor = await request.get('/settings', { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toBe('/auth/login?next=%2Fsettings');
    // With one, the page's HTML already holds the form (its largest text), so nothing larger paints late.
    const html = await (await request.get('/settings', { headers: { cookie: 'atlas_session=unchecked' } })).text();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('id="settings-new-password"');
    expect(html).toMatch(/<button type="submit" class="button button-primary" disabled[^>]*>Change password<\/button>/);
    const email = newEmail('first-paint');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email, PASSWORD, '/settings');
    await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Signed-in sessions' })).toBeVisible();
  });

  test('data export downloads a JSON file of the account', async ({ page, request, baseURL }) => {
    const email = newEmail('export');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email, PASSWORD, '/settings');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^agent-atlas-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(email);
    expect(data.tables.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain('scrypt$');
  });

  test('deleting the account signs out everywhere, and the account can no longer sign in', async ({ page, request, baseURL }) => {
    const email = newEmail('delete');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email, PASSWORD, '/settings');
    const section = page.locator('#delete');
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(section.getByText('Enter your current password.')).toBeVisible();
    await section.getByLabel('Current password').fill('wrong-password-123');
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(section.getByRole('alert')).toHaveText('The current password is not correct.');
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page.getByRole('status')).toHaveText('Your account and all its data have been deleted.');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login/);
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  });
});

test.describe('the sign in page while the session becomes known', () => {
  const email = (page: import('@playwright/test').Page) => page.getByLabel('Email');

  for (const width of [360, 412, 1280]) {
    test(`a signed-in reader's form does not move when the "signed in as" note arrives at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await signInAsNewLearner(page);
      const me = await hold(page, '**/api/v1/auth/me');
      await page.goto('/auth/login');
      await me.requested;
      await hydrated(page);
      const before = Math.round((await email(page).boundingBox())!.y);
      me.release();
      await expect(page.getByText(/You are signed in as test-.*@example\.test\./)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
      expect(Math.round((await email(page).boundingBox())!.y)).toBe(before);
      // One line however long the address: it ends in an ellipsis instead of widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("a visitor's form starts at the top of the card, with no room kept for the note", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await open(page, '/auth/login');
    const card = (await page.locator('.auth-card').boundingBox())!;
    const form = (await page.locator('.auth-card form').boundingBox())!;
    expect(Math.round(form.y)).toBe(Math.round(card.y));
    await expect(page.getByText(/You are signed in as/)).toHaveCount(0);
  });
});
