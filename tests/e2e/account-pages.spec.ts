import { expect, test, type Page } from '@playwright/test';
import { signInAsNewLearner } from './learning-helpers';
import { hold } from './hold';

/** Records the path of every script the page fetches. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}
const frameworkScripts = (scripts: string[]) => scripts.filter((path) => /\/_astro\/(client|react)\./.test(path));

test('the profile page loads no framework; its form checks fields as you type and saves', async ({ page }) => {
  await signInAsNewLearner(page, { displayName: 'Ada' });
  const scripts = recordScripts(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Display name')).toHaveValue('Ada');
  await expect(page.getByRole('region', { name: 'Certificates' })).toContainText('Complete every lesson of a Learning Hub journey');
  expect(frameworkScripts(scripts)).toEqual([]);

  // A message once the field is left, tied to it, following each keystroke after; the hint stays tied.
  const display = page.getByLabel('Display name');
  await display.fill('');
  await display.blur();
  await expect(page.getByText('Enter your display name.')).toBeVisible();
  await expect(display).toHaveAttribute('aria-invalid', 'true');
  await expect(display).toHaveAttribute('aria-describedby', 'profile-display-name-hint profile-display-name-error');
  await display.fill('Ada L.');
  await expect(page.getByText('Enter your display name.')).toBeHidden();
  await expect(display).not.toHaveAttribute('aria-invalid', 'true');
  await expect(display).toHaveAttribute('aria-describedby', 'profile-display-name-hint');

  // Submitting shows every broken rule, and sends nothing.
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Bio').fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Keep your bio to 500 characters.')).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveAttribute('aria-invalid', 'true');
  const saved = await (await page.request.get('/api/v1/profile')).json();
  expect(saved.profile.firstName).toBe('Test');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Bio').fill('Notes on the analytical engine.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await expect(page.getByRole('button', { name: /Account menu for Ada L\./ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Notes on the analytical engine.');
});

test('the profile shows the server’s message when a save is refused', async ({ page }) => {
  await signInAsNewLearner(page, { displayName: 'Ada' });
  await page.route('**/api/v1/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Try again in a minute.', code: 'busy' }),
        })
      : route.fallback(),
  );
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Try again in a minute.');
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
});

test('an unconfirmed address offers a new confirmation link on the profile', async ({ page }) => {
  await signInAsNewLearner(page);
  // The test account is confirmed; the page is shown the profile of one that is not.
  await page.route('**/api/v1/profile', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { profile: { ...answer.profile, emailVerified: false } } });
  });
  await page.goto('/profile');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  // The server knows better: the address is confirmed already.
  await expect(page.getByRole('alert')).toHaveText('Your email address is already confirmed.');
});

test('the profile’s failure to load is said, not left loading', async ({ page }) => {
  await signInAsNewLearner(page);
  await page.route('**/api/v1/profile', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The profile is unavailable.', code: 'x' }),
    }),
  );
  await page.goto('/profile');
  await expect(page.getByRole('alert')).toHaveText('The profile is unavailable.');
  await expect(page.getByText('Loading your profile…')).toHaveCount(0);
});

test('the settings page loads no framework; an account without a password sets one, and is then asked for it', async ({ page }) => {
  // A test account signs in without a password, as a GitHub or Google account does.
  await signInAsNewLearner(page);
  const scripts = recordScripts(page);
  await page.goto('/settings');
  const password = page.getByRole('region', { name: 'Set a password' });
  await expect(password).toContainText('You sign in with GitHub or Google. Set a password to sign in with your email too.');
  await expect(password.getByLabel('Current password')).toHaveCount(0);
  await expect(page.locator('#delete').getByLabel('Type your email address (test-')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('region', { name: 'Privacy' }).getByLabel('Public')).toBeChecked();
  await expect(page.locator('#sessions').getByRole('listitem')).toHaveCount(1);
  expect(frameworkScripts(scripts)).toEqual([]);

  // Submitting shows every broken rule, tied to its field.
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(password.getByText('Enter a password.')).toBeVisible();
  await expect(password.getByText('Confirm the new password.')).toBeVisible();
  await expect(password.getByLabel('New password', { exact: true })).toHaveAttribute(
    'aria-describedby',
    'settings-new-password-hint settings-new-password-error',
  );
  await password.getByLabel('New password', { exact: true }).fill('tundra-beacon-orchid-31');
  await password.getByLabel('Confirm new password').fill('tundra-beacon-orchid-31');
  await expect(password.getByText('Enter a password.')).toBeHidden();
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // Now the account has one: changing it and deleting the account ask for it.
  const change = page.getByRole('region', { name: 'Change password' });
  await expect(change.getByLabel('Current password')).toBeVisible();
  await expect(change.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(change.getByText('You sign in with GitHub or Google.')).toHaveCount(0);
  await expect(page.locator('#delete').getByLabel('Current password')).toHaveAttribute('type', 'password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Enter your current password.')).toBeVisible();
});

test('settings: for an account without a password, the new-password field does not move when the account loads', async ({ page }) => {
  await signInAsNewLearner(page); // a test session's account has no password
  await page.setViewportSize({ width: 412, height: 823 });
  const me = await hold(page, '**/api/v1/auth/me');
  await page.goto('/settings');
  await me.requested;
  const newPassword = page.getByLabel('New password', { exact: true });
  const before = (await newPassword.boundingBox())!.y;
  me.release();
  await expect(page.getByText('You sign in with GitHub or Google. Set a password to sign in with your email too.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  expect((await newPassword.boundingBox())!.y).toBe(before);
});
