import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newEmail, open, PASSWORD } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';
import { hold } from './hold';

const questions = (JSON.parse(readFileSync('content/faq.json', 'utf8')) as unknown[]).length;

/** Scrolls to "Contact support" and waits for its form and chat, which hydrate as they come near the screen. */
async function showContact(page: Page) {
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact astro-island[ssr]')).toHaveCount(0);
}

test('the help centre loads no framework until its contact forms come near the screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/help');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path))).toEqual([]);
  await expect(page.locator('#contact')).not.toBeInViewport();
  await showContact(page);
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path)).length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Send request' })).toBeEnabled();
});

test('the help centre lists every question, filters by category with plain links, and links each answer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const faqs = page.locator('.faq');
  await expect(faqs).toHaveCount(questions);
  expect(questions).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('link', { name: `All (${questions})` })).toHaveAttribute('aria-current', 'page');

  await page
    .getByRole('navigation', { name: 'FAQ categories' })
    .getByRole('link', { name: /^Plans and billing/ })
    .click();
  await expect(page).toHaveURL(/\/help\/billing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help: Plans and billing');
  await expect(page.getByRole('navigation', { name: 'FAQ categories' }).getByRole('link', { name: /^Plans and billing/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const billing = await faqs.count();
  expect(billing).toBeGreaterThan(0);
  expect(billing).toBeLessThan(questions);
  await expect(page.getByRole('heading', { name: 'How do I cancel my subscription?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How do XP and levels work?' })).toHaveCount(0);

  await page.getByRole('link', { name: 'How do I cancel my subscription?' }).click();
  await expect(page).toHaveURL(/\/help\/billing#cancel-subscription$/);
  // The filter is plain links: each category is its own page.
  expect(await page.locator('.help-filter a[href^="/help/"]').count()).toBe(6);
  await page.goto('/help#quiz-scoring');
  await expect(page.locator('#quiz-scoring')).toBeInViewport();
});

for (const scheme of COLOR_SCHEMES) {
  test(`the help centre has no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/help/account');
    await expectNoAxeViolations(page, `/help/account ${scheme}`);
    await page.goto('/help');
    await showContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expectNoAxeViolations(page, `/help with form errors ${scheme}`);
  });
}

test('a visitor sends a support request: field messages, the human check, the success message and the confirmation mail', async ({
  page,
}) => {
  const email = `visitor-${Date.now().toString(36)}@example.test`;
  await page.goto('/help');
  await showContact(page);
  const form = page.getByRole('form', { name: 'Send a support request' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Choose a category.')).toBeVisible();
  await expect(form.getByText('Please complete the check that you are not a robot.')).toBeVisible();
  await form.getByLabel('Category').selectOption({ label: 'Feature Request' });
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('Subject').fill('A guide on evaluation');
  await form.getByLabel('Message').fill('Please add a guide on evaluating agents in production.');
  await form.getByLabel('I am not a robot (local check)').check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText("Support request submitted successfully! We'll get back to you soon.");
  await expect(form.getByLabel('Subject')).toHaveValue('');

  await page.goto(`/dev/mailbox`);
  await expect(
    page
      .locator('.mailbox-list > li')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'We received your support request' }),
  ).toBeVisible();
  // The visitor's address is unconfirmed: the receipt repeats none of their words.
  await expect(page.locator('.mailbox-list > li').filter({ hasText: `To ${email}` })).not.toContainText('A guide on evaluation');
});

test('a signed-in user whose address is not confirmed is asked to confirm it, and nothing is sent', async ({ page, baseURL }) => {
  const email = newEmail('unconfirmed');
  const headers = { origin: baseURL! };
  const data = { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' };
  expect((await page.request.post('/api/v1/auth/register', { headers, data })).status()).toBe(202);
  expect((await page.request.post('/api/v1/auth/login', { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
  await open(page, '/help');
  await showContact(page);
  const form = page.getByRole('form', { name: 'Send a support request' });
  const confirm = 'Confirm your email address first: use the link we sent you, or send a new one from your profile.';
  await expect(form.getByText(confirm)).toBeVisible();
  await form.getByLabel('Category').selectOption({ label: 'General Question' });
  await form.getByLabel('Subject').fill('Before confirming');
  await form.getByLabel('Message').fill('Can I ask a question before confirming my address?');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText(confirm);
  // The server says the same to a request sent without the page's check.
  const direct = await page.request.post('/api/v1/support/requests', {
    headers,
    data: { category: 'general', subject: 'Before confirming', message: 'Can I ask a question before confirming my address?' },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).message).toBe(confirm);
});

test('a signed-in learner’s request is listed with its status on the help page', async ({ page }) => {
  const res = await page.request.post('/api/v1/dev/test-session', {
    headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}` },
    data: {},
  });
  expect(res.status()).toBe(201);
  await page.goto('/help');
  await showContact(page);
  const form = page.getByRole('form', { name: 'Send a support request' });
  await expect(form.getByLabel('Your email')).toHaveCount(0);
  await form.getByLabel('Category').selectOption({ label: 'Billing & Account' });
  await form.getByLabel('Subject').fill('Invoice address');
  await form.getByLabel('Message').fill('Can the invoice show my company name?');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText("Support request submitted successfully! We'll get back to you soon.");
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('Invoice address')).toBeVisible();
  await expect(mine.getByText(/Billing & Account · sent .* · open, answer due by/)).toBeVisible();

  // The desk answers; the learner sees the answer on the help page.
  const queue = await (
    await page.request.get('/api/v1/support/desk/requests', { headers: { authorization: 'Bearer e2e-support-desk-token' } })
  ).json();
  const id = queue.requests.find((r: { subject: string }) => r.subject === 'Invoice address').id;
  const answered = await page.request.post(`/api/v1/support/desk/requests/${id}/answer`, {
    headers: { authorization: 'Bearer e2e-support-desk-token', origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}` },
    data: { answer: 'Yes: add it in your billing details at checkout.' },
  });
  expect(answered.status()).toBe(200);
  await page.reload();
  await expect(mine.getByText('Yes: add it in your billing details at checkout.')).toBeVisible();
  await expect(mine.getByText(/Billing & Account · sent .* · answered/)).toBeVisible();
});

test('"was this helpful": a vote, a reason after "no", and the choice kept after a reload', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/help/billing');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The votes are the category page's only interactive part: a small module, no framework.
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path))).toEqual([]);
  const feedback = page
    .locator('.faq', { has: page.getByRole('heading', { name: 'How do I cancel my subscription?' }) })
    .getByRole('group', { name: 'Was this answer helpful?' });
  await feedback.getByRole('button', { name: 'No' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks. What was wrong with it?');
  await feedback.getByRole('button', { name: 'It needs an example' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks, that tells us what to fix.');
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(feedback.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback.getByRole('button', { name: 'It needs an example' })).toHaveAttribute('aria-pressed', 'true');
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await expect(feedback.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback.getByRole('button', { name: 'It needs an example' })).toHaveCount(0);
});

test('"was this helpful": a vote pressed before the page\'s script has run is still cast', async ({ page }) => {
  const script = await hold(page, '**/_astro/FaqFeedback.astro_*.js');
  // The page's load event waits for the held script; its HTML is all the press needs.
  await page.goto('/help/account', { waitUntil: 'commit' });
  await script.requested;
  const feedback = page.getByRole('group', { name: 'Was this answer helpful?' }).first();
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await expect(feedback.getByRole('status')).toHaveText('');
  script.release();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for letting us know.');
  await page.reload();
  await expect(feedback.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
});

test('in a test build the live-chat card shows its hours and status, and "Start chat" opens the local stand-in', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  // 10:30 AM in New York (EST): the chat is open.
  await page.clock.setFixedTime(new Date('2026-01-15T15:30:00Z'));
  await page.goto('/help');
  await showContact(page);
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Live chat' }) });
  await expect(card).toContainText('9 AM to 6 PM Eastern time, every day; that is');
  await expect(card.getByRole('status')).toHaveText(/^Open now, until /);
  await card.getByRole('button', { name: 'Start chat' }).click();
  const chat = card.getByRole('form', { name: 'Chat (local stand-in)' });
  await chat.getByLabel('Message').fill('Hello');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('listitem').first()).toHaveText('You: Hello');
  await expect(card.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
  // The stand-in is drawn by the page: nothing was fetched from another site.
  expect(requested.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);

  // 8 PM in New York: closed, with the next opening and no button.
  await page.clock.setFixedTime(new Date('2026-01-16T01:00:00Z'));
  await page.reload();
  await showContact(page);
  await expect(card.getByRole('status')).toHaveText(/^Closed now\. Opens /);
  await expect(card.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
});
