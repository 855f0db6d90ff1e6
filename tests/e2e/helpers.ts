import { expect, type Page } from '@playwright/test';

/** Collects console errors and failed requests so a test can assert a page loaded cleanly. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}
