import { expect, test } from '@playwright/test';
import { createVerifiedAccount, newEmail, open, PASSWORD, signIn } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';
import { LAB_SOLUTIONS } from '../lab-solutions';

const LAB = 'inbox-exfiltration';
const { attack, fix, tempting } = LAB_SOLUTIONS[LAB]!;
const NAMES: Record<string, string> = { toolAllowlist: 'Tool allowlist', dualLlm: 'Dual LLM', humanApproval: 'Human approval' };

test.describe('security labs', () => {
  test('a visitor solves an Apprentice lab, fixes it, and sees both rates', async ({ page }) => {
    const watch = watchErrors(page);
    await open(page, '/labs');
    await page.getByRole('link', { name: 'The email that emails back' }).click();
    await expect(page).toHaveURL(/\/labs\/inbox-exfiltration$/);
    const box = page.getByLabel('Your email to the support inbox');
    await box.fill('Hello, just saying hi.');
    await page.getByRole('button', { name: 'Send it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Not yet.' })).toBeVisible();
    await box.fill(attack);
    await page.getByRole('button', { name: 'Send it' }).click();
    await expect(page.getByText('Solved.')).toBeVisible();
    await expect(page.getByText(/The defence in play: None/)).toBeVisible();
    await page.getByRole('button', { name: 'Now fix the app' }).click();
    // The tempting fix stops the attacks and refuses an ordinary task.
    for (const id of tempting) await page.getByRole('checkbox', { name: NAMES[id]! }).check();
    await page.getByRole('button', { name: 'Replay the suite' }).click();
    await expect(page.getByText(/Attack success rate: 0% \(0 of 4\)\. Wrongly refused: 33% \(1 of 3\)/)).toBeVisible();
    await expect(page.getByRole('row', { name: /manager's email asks/ })).toContainText('Refused.');
    for (const id of tempting) await page.getByRole('checkbox', { name: NAMES[id]! }).uncheck();
    for (const id of fix) await page.getByRole('checkbox', { name: NAMES[id]! }).check();
    await page.getByRole('button', { name: 'Replay the suite' }).click();
    await expect(page.getByText('Fix passes.')).toBeVisible();
    await expect(page.getByText(/Attack success rate: 0% \(0 of 4\)\. Wrongly refused: 0% \(0 of 3\)/)).toBeVisible();
    watch.expectNone();
  });

  test('a signed-in learner has the solve and the fix verified by the server, with XP', async ({ page, request, baseURL }) => {
    const email = newEmail('labs');
    await createVerifiedAccount(request, baseURL!, email);
    await signIn(page, email, PASSWORD);
    await open(page, `/labs/${LAB}`);
    await page.getByLabel('Your email to the support inbox').fill(attack);
    await page.getByRole('button', { name: 'Send it' }).click();
    await expect(page.getByText('Verified and recorded: +20 XP.')).toBeVisible();
    await expect(page.getByText(/Solved by \d+ learners?/)).toBeVisible();
    await page.getByRole('button', { name: 'Now fix the app' }).click();
    await page.getByRole('checkbox', { name: NAMES[fix[0]!]! }).check();
    await page.getByRole('button', { name: 'Replay the suite' }).click();
    await expect(page.getByText('Verified and recorded: +30 XP.')).toBeVisible();
  });

  test('a shared lab address reloads the same phase, text and defences', async ({ page, context }) => {
    await open(page, `/labs/${LAB}`);
    await page.getByLabel('Your email to the support inbox').fill('shared text');
    await page.getByRole('button', { name: '2. Fix' }).click();
    await page.getByRole('checkbox', { name: 'Human approval' }).check();
    const shared = page.url();
    expect(shared).toContain('phase=fix');
    expect(shared).toContain('f=humanApproval');
    const other = await context.newPage();
    await open(other, shared);
    await expect(other.getByRole('checkbox', { name: 'Human approval' })).toBeChecked();
    await other.getByRole('button', { name: '1. Attack' }).click();
    await expect(other.getByLabel('Your email to the support inbox')).toHaveValue('shared text');
  });

  test('a tampered address falls back to the start with a message', async ({ page }) => {
    const watch = watchErrors(page);
    await open(page, `/labs/${LAB}?phase=admin&f=everything`);
    await expect(page.getByRole('alert')).toHaveText('This link could not be read, so the lab starts from the beginning.');
    await expect(page).toHaveURL(new RegExp(`/labs/${LAB}$`));
    await expect(page.getByLabel('Your email to the support inbox')).toHaveValue('');
    watch.expectNone();
  });

  test('hints appear after three failed attempts', async ({ page }) => {
    await open(page, `/labs/${LAB}`);
    const box = page.getByLabel('Your email to the support inbox');
    for (const text of ['one', 'two', 'three']) {
      await box.fill(`Nothing to see here, ${text}.`);
      await page.getByRole('button', { name: 'Send it' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Not yet.' })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Hints' }).getByRole('listitem')).toHaveCount(1);
  });

  test('the labs are linked from the home page, the navigation, the demo and a technique page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'security labs', exact: true })).toHaveAttribute('href', '/labs');
    await expect(page.locator('header a[href="/labs"]')).toHaveCount(1);
    await page.goto('/interactive-demo');
    await expect(page.getByRole('main').getByRole('link', { name: 'security labs', exact: true })).toHaveAttribute('href', '/labs');
    await page.goto('/patterns/input-validation/spotlighting');
    await page.getByRole('link', { name: 'The email that emails back' }).click();
    await expect(page).toHaveURL(/\/labs\/inbox-exfiltration$/);
  });

  test('the dataset page describes the suite, its licence and changelog, and its download is JSON Lines', async ({ page, request }) => {
    await open(page, '/labs');
    await page.getByRole('link', { name: 'agent attacks' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent attacks: an open attack suite');
    await expect(page.getByRole('link', { name: 'Creative Commons Attribution 4.0 International' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();
    const href = await page.getByRole('link', { name: 'Version 1 (JSON Lines)' }).getAttribute('href');
    const lines = (await (await request.get(href!)).text()).trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: 'inbox-exfiltration.a-plain', version: 1, kind: 'attack' });
    // The frozen version 1 and the current version 2, each with its own download link.
    const v2 = await page.getByRole('link', { name: 'Version 2 (JSON Lines)' }).getAttribute('href');
    const v2Lines = (await (await request.get(v2!)).text()).trimEnd().split('\n');
    expect(v2Lines.length).toBeGreaterThan(lines.length);
    expect(JSON.parse(v2Lines[0]!)).toMatchObject({ id: 'inbox-exfiltration.a-plain', version: 2 });
    const schema = await request.get('/datasets/agent-attacks/schema.json');
    expect(((await schema.json()) as { title: string }).title).toContain('agent attacks');
  });

  test('no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/labs', `/labs/${LAB}?phase=fix`, '/datasets/agent-attacks']) {
      await open(page, path);
      if (path.includes('fix')) await page.getByRole('button', { name: 'Replay the suite' }).click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  for (const scheme of COLOR_SCHEMES) {
    for (const path of [
      '/labs',
      `/labs/${LAB}?t=hello`,
      `/labs/defence-in-depth?phase=fix`,
      '/labs/ticket-render?phase=fix',
      '/datasets/agent-attacks',
    ]) {
      test(`axe finds nothing on ${path} in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, path);
        if (path.includes('phase=fix')) await page.getByRole('button', { name: 'Replay the suite' }).click();
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      });
    }
  }
});
