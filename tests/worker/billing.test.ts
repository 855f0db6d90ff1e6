import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, post } from './accounts';
import { signedInUser } from './users';
import { createApp } from '../../functions/app';
import { ORIGIN, requestApp } from './helpers';
import { DECLINED, MASTERCARD, VISA, billingOf, pay, startCheckout, subscribe } from './billing-helpers';

describe('billing: the page data and the sandbox checkout', () => {
  it('needs a signed-in user for every route', async () => {
    expect((await call('/billing')).status).toBe(401);
    for (const path of [
      '/billing/checkout',
      '/billing/cancel',
      '/billing/reactivate',
      '/billing/payment-methods',
      '/billing/payment-methods/pm_x/default',
    ]) {
      expect((await post(path, { plan: 'pro', interval: 'monthly' })).status, path).toBe(401);
    }
  });

  it('a new account is on the free plan with nothing on file', async () => {
    const { cookie } = await signedInUser();
    expect(await billingOf(cookie)).toEqual({
      provider: 'sandbox',
      planInEffect: 'free',
      subscription: null,
      paymentMethods: [],
      invoices: [],
    });
  });

  it('subscribing through checkout with a test card gives Pro, the card as default and a paid invoice', async () => {
    const { cookie } = await signedInUser();
    const view = await subscribe(cookie, 'pro', 'monthly');
    expect(view.planInEffect).toBe('pro');
    expect(view.subscription).toMatchObject({ plan: 'pro', interval: 'monthly', status: 'active' });
    expect(view.subscription!.currentPeriodEnd! - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(view.paymentMethods).toEqual([
      { id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099, isDefault: true },
    ]);
    expect(view.invoices).toEqual([
      expect.objectContaining({
        amountCents: 900,
        currency: 'usd',
        status: 'paid',
        hostedUrl: expect.stringMatching(/^\/dev\/checkout\?invoice=in_/),
      }),
    ]);
  });

  it('a declined card says so and changes nothing; the same checkout then succeeds with a good card', async () => {
    const { cookie } = await signedInUser();
    const session = await startCheckout(cookie, { plan: 'enterprise', interval: 'yearly' });
    const declined = await pay(cookie, session, DECLINED);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ code: 'card_declined', message: expect.stringMatching(/declined/) });
    expect(await billingOf(cookie)).toMatchObject({ planInEffect: 'free', subscription: null, paymentMethods: [], invoices: [] });
    expect((await pay(cookie, session, VISA)).status).toBe(200);
    const view = await billingOf(cookie);
    expect(view).toMatchObject({ planInEffect: 'enterprise', subscription: { interval: 'yearly' } });
    expect(view.invoices[0]!.amountCents).toBe(49_000);
    expect((await pay(cookie, session, VISA)).status).toBe(409);
  });

  it('refuses bad checkouts with a clear error', async () => {
    const { cookie } = await signedInUser();
    for (const body of [
      { plan: 'free', interval: 'monthly' },
      { plan: 'platinum', interval: 'monthly' },
      { plan: 'pro', interval: 'weekly' },
      { plan: 'pro' },
    ]) {
      const res = await post('/billing/checkout', body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    await subscribe(cookie);
    const again = await post('/billing/checkout', { plan: 'enterprise', interval: 'monthly' }, { cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'subscription_exists' });
  });

  it('the sandbox refuses cards that are not test cards, and expired ones', async () => {
    const { cookie } = await signedInUser();
    const session = await startCheckout(cookie);
    expect((await pay(cookie, session, { ...VISA, number: '4111 1111 1111 1111' })).status).toBe(422);
    expect((await pay(cookie, session, { ...VISA, expYear: 2001 })).status).toBe(422);
    expect((await pay(cookie, session, { ...VISA, number: 'abcd' })).status).toBe(422);
    expect((await billingOf(cookie)).subscription).toBeNull();
  });

  it("another user's checkout and invoices are not found", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const session = await startCheckout(owner.cookie);
    expect((await call(`/dev/billing/checkout/${session}`, { cookie: other.cookie })).status).toBe(404);
    expect((await pay(other.cookie, session)).status).toBe(404);
    const view = await subscribe(owner.cookie);
    const invoiceId = new URL(view.invoices[0]!.hostedUrl!, 'http://x').searchParams.get('invoice');
    expect((await call(`/dev/billing/invoices/${invoiceId}`, { cookie: other.cookie })).status).toBe(404);
    expect(await (await call(`/dev/billing/invoices/${invoiceId}`, { cookie: owner.cookie })).json()).toMatchObject({
      amountCents: 900,
      status: 'paid',
    });
  });
});

describe('billing: cancel, keep, reactivate and the clock', () => {
  it('cancelling keeps the plan to the end of the period; reactivating undoes it; each refuses a repeat', async () => {
    const { cookie } = await signedInUser();
    const before = await subscribe(cookie);
    const cancelled = (await (await post('/billing/cancel', {}, { cookie })).json()) as typeof before;
    expect(cancelled).toMatchObject({
      planInEffect: 'pro',
      subscription: { status: 'cancelling', currentPeriodEnd: before.subscription!.currentPeriodEnd },
    });
    const twice = await post('/billing/cancel', {}, { cookie });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'subscription_state', message: 'The subscription is already set to end.' });
    const reactivated = (await (await post('/billing/reactivate', {}, { cookie })).json()) as typeof before;
    expect(reactivated.subscription!.status).toBe('active');
    expect((await post('/billing/reactivate', {}, { cookie })).status).toBe(409);
    // Cancelling again after reactivating is a new call to the provider, not the first one replayed.
    expect(((await (await post('/billing/cancel', {}, { cookie })).json()) as typeof before).subscription!.status).toBe('cancelling');
  });

  it('a cancelled subscription ends at the end of its period, and then cannot be reactivated', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    await post('/billing/cancel', {}, { cookie });
    const ended = (await (await post('/dev/billing/clock/advance', {}, { cookie })).json()) as Awaited<ReturnType<typeof billingOf>>;
    expect(ended).toMatchObject({ planInEffect: 'free', subscription: { status: 'cancelled' } });
    const res = await post('/billing/reactivate', {}, { cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'The subscription has ended; subscribe again instead.' });
    // Subscribing again works after the end.
    expect((await subscribe(cookie)).subscription!.status).toBe('active');
  });

  it('the clock renews an active subscription with a second invoice and a later period end', async () => {
    const { cookie } = await signedInUser();
    const first = await subscribe(cookie, 'pro', 'yearly');
    const renewed = (await (await post('/dev/billing/clock/advance', {}, { cookie })).json()) as typeof first;
    expect(renewed.subscription!.status).toBe('active');
    expect(renewed.subscription!.currentPeriodEnd! - first.subscription!.currentPeriodEnd!).toBe(365 * 86_400_000);
    expect(renewed.invoices.map((i) => i.amountCents)).toEqual([9000, 9000]);
  });

  it('cancelling or reactivating without a subscription is refused', async () => {
    const { cookie } = await signedInUser();
    const cancel = await post('/billing/cancel', {}, { cookie });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toMatchObject({ message: 'There is no paid subscription to cancel.' });
    expect((await post('/billing/reactivate', {}, { cookie })).status).toBe(409);
    expect((await post('/dev/billing/clock/advance', {}, { cookie })).status).toBe(409);
  });
});

describe('billing: payment methods', () => {
  it('adds a card through setup checkout and sets it as the default', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    const session = await startCheckout(cookie, {}, '/billing/payment-methods');
    expect((await pay(cookie, session, MASTERCARD)).status).toBe(200);
    const view = await billingOf(cookie);
    expect(view.paymentMethods.map((m) => [m.brand, m.last4, m.isDefault])).toEqual([
      ['visa', '4242', true],
      ['mastercard', '4444', false],
    ]);
    const mastercard = view.paymentMethods[1]!.id;
    const changed = (await (await post(`/billing/payment-methods/${mastercard}/default`, {}, { cookie })).json()) as typeof view;
    expect(changed.paymentMethods.map((m) => m.isDefault)).toEqual([false, true]);
    expect((await billingOf(cookie)).paymentMethods.map((m) => m.isDefault)).toEqual([false, true]);
  });

  it("someone else's card, or a made-up id, is not found and changes nothing", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const card = (await subscribe(owner.cookie)).paymentMethods[0]!.id;
    await subscribe(other.cookie);
    for (const id of [card, 'pm_doesnotexist', '..%2F..', 'x'.repeat(300)]) {
      const res = await post(`/billing/payment-methods/${id}/default`, {}, { cookie: other.cookie });
      expect(res.status, id).toBe(404);
    }
    expect((await billingOf(owner.cookie)).paymentMethods[0]!.isDefault).toBe(true);
    expect((await billingOf(other.cookie)).paymentMethods[0]!.isDefault).toBe(true);
  });

  it('a card added with no subscription is kept and becomes the default', async () => {
    const { cookie } = await signedInUser();
    const session = await startCheckout(cookie, {}, '/billing/payment-methods');
    expect((await pay(cookie, session, VISA)).status).toBe(200);
    expect(await billingOf(cookie)).toMatchObject({ planInEffect: 'free', paymentMethods: [{ last4: '4242', isDefault: true }] });
  });
});

describe('billing and the account', () => {
  it('the data export includes the billing records', async () => {
    const { cookie } = await signedInUser();
    await subscribe(cookie);
    const data = (await (await call('/settings/export', { cookie })).json()) as { tables: Record<string, unknown[]> };
    expect(data.tables.billing_subscriptions).toEqual([expect.objectContaining({ plan: 'pro', status: 'active' })]);
    expect(data.tables.billing_payment_methods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    expect(data.tables.billing_invoices).toHaveLength(1);
    expect(data.tables.billing_customers).toHaveLength(1);
  });

  it('deleting the account ends the subscription at the provider first', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const sub = (await env.DB.prepare('SELECT provider_subscription_id AS s FROM billing_subscriptions WHERE user_id = ?')
      .bind(id)
      .first<{ s: string }>())!.s;
    const res = await post('/settings/delete-account', { confirmEmail: `${id}@example.test` }, { cookie });
    expect(res.status).toBe(200);
    const atProvider = await env.DB.prepare("SELECT data FROM billing_sandbox_objects WHERE id = ? AND kind = 'subscription'")
      .bind(sub)
      .first<{ data: string }>();
    expect(JSON.parse(atProvider!.data)).toMatchObject({ status: 'canceled' });
    const left = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM billing_subscriptions WHERE user_id = ?1) + (SELECT COUNT(*) FROM billing_payment_methods WHERE user_id = ?1) AS n',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe('billing in production', () => {
  it('without a Stripe key: the page data still loads, commands say payments are not set up, the sandbox does not exist', async () => {
    const production = { ...env, APP_ENV: 'production', SITE_URL: 'https://atlas.example' } as Cloudflare.Env;
    const app = createApp();
    const { cookie } = await signedInUser();
    const ask = (path: string, method = 'GET') =>
      requestApp(
        app,
        `${ORIGIN}/api/v1${path}`,
        {
          method,
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ plan: 'pro', interval: 'monthly' }) : undefined,
        },
        production,
      );
    expect(await (await ask('/billing')).json()).toMatchObject({ provider: null, planInEffect: 'free' });
    const checkout = await ask('/billing/checkout', 'POST');
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject({ code: 'billing_not_configured' });
    expect((await ask('/dev/billing/clock/advance', 'POST')).status).toBe(404);
    expect((await ask('/dev/billing/checkout/cs_x')).status).toBe(404);
    const webhook = await requestApp(
      app,
      `${ORIGIN}/api/v1/billing/webhook`,
      { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x', 'content-type': 'application/json' }, body: '{}' },
      production,
    );
    expect(webhook.status).toBe(503);
  });
});
