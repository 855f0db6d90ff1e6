import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { ORIGIN, requestApp } from './helpers';
import { billingOf, deliver, eventRows, signed, subscribedUser } from './billing-helpers';

/**
 * Signed events whose fields are missing or of the wrong kind: each answers 400 with a log line,
 * is not recorded (so nothing was applied) and changes no plan. Prices without one of our lookup
 * keys change no plan either.
 */

const now = () => Math.floor(Date.now() / 1000);

const event = (type: string, object: unknown, created = now() + 30) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type,
  created,
  data: { object },
});

const subscriptionObject = (subscription: string, customer: string, item: unknown) => ({
  id: subscription,
  object: 'subscription',
  customer,
  status: 'active',
  cancel_at_period_end: false,
  metadata: {},
  items: { object: 'list', data: [item] },
});

afterEach(() => vi.restoreAllMocks());

describe('malformed signed events', () => {
  it('answer 400 malformed_event with a log line, are not recorded and change no plan', async () => {
    const user = await subscribedUser();
    const before = await billingOf(user.cookie);
    const { subscription, customer } = user;
    const cases: Record<string, object> = {
      'subscription without items': event('customer.subscription.updated', {
        id: subscription,
        object: 'subscription',
        customer,
        status: 'canceled',
        cancel_at_period_end: false,
        metadata: {},
      }),
      'subscription item without a price': event('customer.subscription.deleted', {
        ...subscriptionObject(subscription, customer, { id: 'si_x', current_period_end: 2_000_000_000 }),
        status: 'canceled',
      }),
      'invoice with a number for its currency': event('invoice.paid', {
        id: `in_${crypto.randomUUID()}`,
        object: 'invoice',
        customer,
        amount_due: 900,
        amount_paid: 900,
        currency: 42,
        status: 'paid',
        created: now(),
      }),
      'checkout with an object as client_reference_id': event('checkout.session.completed', {
        id: 'cs_x',
        object: 'checkout.session',
        customer,
        client_reference_id: { id: user.id },
      }),
      'customer.updated without an id': event('customer.updated', {
        object: 'customer',
        invoice_settings: { default_payment_method: 'pm_x' },
      }),
    };
    for (const [name, body] of Object.entries(cases)) {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { payload, signature } = await signed(body);
      const res = await deliver(payload, signature);
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toMatchObject({ code: 'malformed_event', message: expect.any(String) });
      expect(
        logged.mock.calls.some(([line]) => String(line).includes('malformed_event') && String(line).includes((body as { id: string }).id)),
        name,
      ).toBe(true);
      expect(await eventRows((body as { id: string }).id), name).toBe(0);
      logged.mockRestore();
    }
    expect(await billingOf(user.cookie)).toEqual(before);
  });

  it('a price without a lookup key, or with one we do not sell, changes no plan and is logged', async () => {
    const user = await subscribedUser();
    const before = await billingOf(user.cookie);
    for (const price of [
      { id: 'price_no_key' },
      { id: 'price_null_key', lookup_key: null },
      { id: 'price_other', lookup_key: 'gold_monthly' },
    ]) {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const body = event(
        'customer.subscription.updated',
        subscriptionObject(user.subscription, user.customer, { id: 'si_x', price, current_period_end: 2_100_000_000 }),
      );
      const { payload, signature } = await signed(body);
      const res = await deliver(payload, signature);
      expect(res.status, price.id).toBe(200);
      expect(await res.json(), price.id).toMatchObject({ outcome: 'ignored' });
      expect(
        logged.mock.calls.some(([line]) => String(line).includes(body.id)),
        price.id,
      ).toBe(true);
      logged.mockRestore();
    }
    expect(await billingOf(user.cookie)).toEqual(before);
    expect(before.planInEffect).toBe('pro');
  });
});

describe('the local sandbox signing secret', () => {
  const app = createApp();
  const deliverIn = async (appEnv: string | undefined) => {
    const environment = { ...env, APP_ENV: appEnv } as Cloudflare.Env;
    if (appEnv === undefined) delete (environment as { APP_ENV?: string }).APP_ENV;
    const body = event('balance.available', {});
    const { payload, signature } = await signed(body);
    const res = await requestApp(
      app,
      `${ORIGIN}/api/v1/billing/webhook`,
      { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload },
      environment,
    );
    return { res, id: body.id };
  };

  it('is accepted in development and test only; staging or no APP_ENV refuses it', async () => {
    for (const appEnv of ['development', 'test']) {
      const { res } = await deliverIn(appEnv);
      expect(res.status, appEnv).toBe(200);
    }
    for (const appEnv of ['staging', undefined, 'production']) {
      const { res, id } = await deliverIn(appEnv);
      expect(res.status, String(appEnv)).toBe(503);
      expect(await res.json(), String(appEnv)).toMatchObject({ code: 'webhook_not_configured' });
      expect(await eventRows(id)).toBe(0);
    }
  });
});
