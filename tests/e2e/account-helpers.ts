import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** A fresh address for each journey (the browser-test database starts empty on every run). */
export const newEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.test`;

export const PASSWORD = 'saffron-glacier-violin-58';

/** The site's own origin: unsafe API calls must carry it, as the pages' fetches do. */
/** Registers through the API and confirms the email with the link from the development mailbox. */
export async function createVerifiedAccount(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD) {
  const headers = { origin: baseURL };
  const res = await request.post('/api/v1/auth/register', {
    headers,
    data: { email, password, firstName: 'Edsger', lastName: 'Dijkstra' },
  });
  expect(res.status()).toBe(202);
  const mailbox = await (await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const link: string = mailbox.mails[0].links[0];
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/v1/auth/verify-email', { headers, data: { token } })).status()).toBe(200);
}

/**
 * Waits until every island the page hydrates by itself has (Astro drops the `ssr` attribute then).
 * Forms that hydrate on use (`client:intent`) or near the screen (`client:visible`) are left to the
 * test's own steps: typing and clicking are what wake them.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="intent"]):not([client="visible"])')).toHaveCount(0);
}

/** Waits until every island has hydrated, those that wait for use included (once the test has used them). */
export async function allHydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Opens a page with islands and waits for them to hydrate before the test types into it. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Signs in through the form and waits for the page it leads to. */
export async function signIn(page: Page, email: string, password = PASSWORD, next?: string) {
  await open(page, next ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${(next ?? '/profile').replace(/[?]/g, '\\?')}$`));
  await hydrated(page);
}

/** Opens the newest mail to an address in the development mailbox and follows its link. */
export async function openMailLink(page: Page, email: string, subject: string) {
  const mail = page
    .locator('.mailbox-list > li')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: subject })
    .first();
  // Some mail (password reset) is sent just after the answer, so the mailbox is reopened until it shows.
  await expect(async () => {
    await open(page, '/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await mail.getByRole('link', { name: /Open link/ }).click();
  await hydrated(page);
}
