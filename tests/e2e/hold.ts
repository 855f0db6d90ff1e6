import type { Page } from '@playwright/test';

/**
 * Holds back every request matching `pattern` until `release()`, so a test can measure the page as
 * it is drawn before that answer (or script) arrives. `requested` settles when the first one is made.
 */
export async function hold(page: Page, pattern: string) {
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}
