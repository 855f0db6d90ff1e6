import { expect, test } from '@playwright/test';
import { open } from './account-helpers';
import { watchErrors } from './helpers';
import { findLab } from '../../src/lib/labs/labs';
import { LAB_SOLUTIONS } from '../lab-solutions';

// The labs added after the first five: each page opens, is solved with the keyboard alone, and its
// passing fix replays the suite clean.
const LABS = ['refund-override', 'review-carrier', 'ticket-render', 'ssrf-chain'];

test.describe('security labs, one per app', () => {
  for (const slug of LABS) {
    test(`${slug}: solved with the keyboard, and its fix passes`, async ({ page }) => {
      const watch = watchErrors(page);
      const lab = findLab(slug)!;
      const { attack, fix } = LAB_SOLUTIONS[slug]!;
      await open(page, `/labs/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lab.title);
      await page.getByLabel(lab.slotLabel).focus();
      await page.keyboard.type(attack);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send it' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Solved.')).toBeVisible();
      const steps = page.getByRole('list', { name: 'Agent steps of your attack' });
      await expect(steps).toBeVisible();
      // Where the story has a simulated victim, the timeline shows what their browser did.
      if (slug === 'ticket-render') await expect(steps.getByRole('listitem').last()).toContainText('Priya opens the ticket view');
      await open(page, `/labs/${slug}?phase=fix&f=${fix.join(',')}`);
      await page.getByRole('button', { name: 'Replay the suite' }).click();
      await expect(page.getByText('Fix passes.')).toBeVisible();
      watch.expectNone();
    });
  }
});
