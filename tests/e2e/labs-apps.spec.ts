import { expect, test } from '@playwright/test';
import { open } from './account-helpers';
import { expectNoAxeViolations, watchErrors } from './helpers';
import { DEFENCES } from '../../src/lib/demo/defences';
import { findLab } from '../../src/lib/labs/labs';
import { LAB_SOLUTIONS } from '../lab-solutions';

/** The labs whose app lives in src/lib/demo/apps/: each opened, solved and fixed with the keyboard. */
const APP_LABS = ['denial-of-wallet', 'confused-deputy', 'memory-poisoning', 'shell-agent'];

test.describe('security labs on their own apps', () => {
  for (const slug of APP_LABS) {
    test(`${slug} is solved and fixed with the keyboard`, async ({ page }) => {
      const watch = watchErrors(page);
      const lab = findLab(slug)!;
      const { attack, fix } = LAB_SOLUTIONS[slug]!;
      await open(page, `/labs/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lab.title);
      await page.getByLabel(lab.slotLabel).focus();
      await page.keyboard.insertText(attack);
      await page.getByRole('button', { name: 'Send it' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Solved.')).toBeVisible();
      await page.getByRole('button', { name: 'Now fix the app' }).focus();
      await page.keyboard.press('Enter');
      for (const id of fix) {
        await page.getByRole('checkbox', { name: DEFENCES[id].name, exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await page.getByRole('button', { name: 'Replay the suite' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Fix passes.')).toBeVisible();
      await expect(page.getByText(/Wrongly refused: 0% \(0 of \d+\)/)).toBeVisible();
      watch.expectNone();
    });
  }

  test('a long run of an app lab (sixty model calls) is accessible and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const slug = 'denial-of-wallet';
    await open(page, `/labs/${slug}?t=${encodeURIComponent(LAB_SOLUTIONS[slug]!.attack)}`);
    await page.getByRole('button', { name: 'Send it' }).click();
    await expect(page.getByText('Solved.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, slug);
  });
});
