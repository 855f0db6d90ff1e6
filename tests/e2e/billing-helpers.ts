import { expect, type Page } from '@playwright/test';

/** The origin of the site under test; unsafe API requests must carry it. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

/** Subscribes the signed-in browser through the sandbox's API, for journeys that start subscribed (or need a payment email). */
export async function subscribeByApi(page: Page, plan = 'pro') {
  const checkout = await page.request.post('/api/v1/billing/checkout', {
    headers: { origin: ORIGIN },
    data: { plan, interval: 'monthly' },
  });
  const session = new URL((await checkout.json()).url, ORIGIN).searchParams.get('session');
  const paid = await page.request.post(`/api/v1/dev/billing/checkout/${session}/pay`, {
    headers: { origin: ORIGIN },
    data: { number: '4242424242424242', expMonth: 12, expYear: 2099 },
  });
  expect(paid.status()).toBe(200);
}
