import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { post } from './accounts';
import { signedInUser } from './users';
import { billingOf, deliver, eventRows, signed, subscribe, subscriptionEvent } from './billing-helpers';

/** The user's linked provider customer, or null while there is none. */
const linkedCustomer = async (userId: string) =>
  (await env.DB.prepare('SELECT provider_customer_id AS id FROM billing_customers WHERE user_id = ?').bind(userId).first<{ id: string }>())
    ?.id ?? null;
/** The customer of a user who has subscribed (a test that expects one fails here, by name, when there is none). */
const customerOf = async (userId: string) => {
  const customer = await linkedCustomer(userId);
  if (!customer) throw new Error(`user ${userId} has no linked customer`);
  return customer;
};
const subscriptionOf = async (userId: string) =>
  (await env.DB.prepare('SELECT provider_subscription_id AS s FROM billing_subscriptions WHERE user_id = ?')
    .bind(userId)
    .first<{ s: string }>())!.s;

describe('billing webhook', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a missing, wrong or stale signature and records nothing', async () => {
    const { id } = await signedInUser();
    const signedOut = await post('/billing/checkout', { plan: 'pro', interval: 'monthly' });
    expect(signedOut.status).toBe(401);
    expect(await linkedCustomer(id)).toBeNull();
    const event = subscriptionEvent('cus_nobody', { id: `evt_bad_${id}`, created: Math.floor(Date.now() / 1000) });
    const { payload, signature } = await signed(event);
    const missing = await deliver(payload);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'signature_missing' });
    const wrongSecret = await signed(event, 'whsec_someone_else');
    expect((await deliver(payload, wrongSecret.signature)).status).toBe(400);
    const tampered = payload.replace('"active"', '"canceled"');
    const res = await deliver(tampered, signature);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'signature_invalid' });
    const old = await signed(event, undefined, Date.now() - 10 * 60_000);
    expect((await deliver(old.payload, old.signature)).status).toBe(400);
    expect(await eventRows(event.id)).toBe(0);
  });

  it('answers a failure inside the verifier that is not about the signature as a server error, not as a bad signature', async () => {
    const event = subscriptionEvent('cus_nobody', { created: Math.floor(Date.now() / 1000) });
    const { payload, signature } = await signed(event);
    // The platform's HMAC fails (a bug or an outage): the delivery is fine, so it must not be called bad.
    vi.spyOn(crypto.subtle, 'sign').mockRejectedValue(new TypeError('sign is broken'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deliver(payload, signature);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'internal_error' });
    expect(logged).toHaveBeenCalled();
    expect(await eventRows(event.id)).toBe(0);
  });

  it('is exempt from the same-origin check, which still guards every other billing route', async () => {
    const { cookie } = await signedInUser();
    const { payload, signature } = await signed({
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'balance.available',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: 'ignored' });
    const { call } = await import('./accounts');
    const crossSite = await call('/billing/cancel', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  it('applies an event once: a replayed delivery is answered as a duplicate and changes nothing', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const customer = await customerOf(id);
    const event = subscriptionEvent(customer, { created: Math.floor(Date.now() / 1000), cancelAtPeriodEnd: true });
    event.data.object.id = await subscriptionOf(id);
    const { payload, signature } = await signed(event);
    expect(await (await deliver(payload, signature)).json()).toMatchObject({ outcome: 'applied' });
    expect((await billingOf(cookie)).subscription!.status).toBe('cancelling');
    // The user reactivates; a replay of the old "cancelling" event must not undo that.
    await post('/billing/reactivate', {}, { cookie });
    const replay = await deliver(payload, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await billingOf(cookie)).subscription!.status).toBe('active');
    expect(await eventRows(event.id)).toBe(1);
  });

  it('concurrent deliveries of one event are applied once', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const event = subscriptionEvent(await customerOf(id), {
      subscription: await subscriptionOf(id),
      created: Math.floor(Date.now() / 1000) + 5,
    });
    const { payload, signature } = await signed(event);
    const results = await Promise.all([1, 2, 3].map(() => deliver(payload, signature)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const outcomes = await Promise.all(results.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(await eventRows(event.id)).toBe(1);
  });

  it('tolerates out-of-order delivery: an older event never overwrites a newer state', async () => {
    const { id, cookie } = await signedInUser();
    expect(await linkedCustomer(id)).toBeNull();
    await subscribe(cookie);
    const cus = await customerOf(id);
    const subscription = await subscriptionOf(id);
    const t = Math.floor(Date.now() / 1000) + 100;
    const newer = await signed(subscriptionEvent(cus, { subscription, created: t + 10, status: 'past_due', periodEnd: 2_100_000_000 }));
    const older = await signed(subscriptionEvent(cus, { subscription, created: t, status: 'active', periodEnd: 2_000_000_000 }));
    expect((await deliver(newer.payload, newer.signature)).status).toBe(200);
    expect((await deliver(older.payload, older.signature)).status).toBe(200);
    expect((await billingOf(cookie)).subscription).toMatchObject({ status: 'past_due', currentPeriodEnd: 2_100_000_000_000 });
  });

  it('an event for a customer not linked yet is answered 409 unrecorded, so the provider retries it', async () => {
    const event = subscriptionEvent('cus_not_linked_yet', { created: Math.floor(Date.now() / 1000) });
    const { payload, signature } = await signed(event);
    const res = await deliver(payload, signature);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'event_not_ready' });
    expect(await eventRows(event.id)).toBe(0);
  });

  it('a signed body that is not an event is refused; an oversized one is refused before reading it', async () => {
    const garbage = await signed({});
    const notJson = 'not json at all';
    const { signPayload } = await import('../../functions/features/billing/stripe-client');
    const { LOCAL_WEBHOOK_SECRET } = await import('../../functions/features/billing/billing-config');
    expect((await deliver(notJson, await signPayload(notJson, LOCAL_WEBHOOK_SECRET, Date.now()))).status).toBe(400);
    const empty = await deliver(garbage.payload, garbage.signature);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'not_an_event' });
    const big = 'x'.repeat(300 * 1024);
    expect((await deliver(big, 'sig')).status).toBe(413);
  });
});

describe('billing webhook: cards out of order', () => {
  const cardEvent = (type: string, customer: string, id: string, created: number) => ({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type,
    created,
    data:
      type === 'payment_method.detached'
        ? { object: { id, object: 'payment_method', customer: null, card: null }, previous_attributes: { customer } }
        : {
            object: {
              id,
              object: 'payment_method',
              customer,
              metadata: {},
              card: { brand: 'visa', last4: '1111', exp_month: 1, exp_year: 2090 },
            },
          },
  });
  const defaultEvent = (customer: string, pm: string, created: number) => ({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type: 'customer.updated',
    created,
    data: { object: { id: customer, object: 'customer', invoice_settings: { default_payment_method: pm } } },
  });
  const send = async (event: object) => {
    const { payload, signature } = await signed(event);
    expect((await deliver(payload, signature)).status).toBe(200);
  };

  it('a card removed before its "attached" event arrives never appears', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const customer = await customerOf(id);
    const t = Math.floor(Date.now() / 1000);
    await send(cardEvent('payment_method.detached', customer, 'pm_late_1', t + 5));
    await send(cardEvent('payment_method.attached', customer, 'pm_late_1', t));
    expect((await billingOf(cookie)).paymentMethods.map((m) => m.id)).not.toContain('pm_late_1');
  });

  it('an older default-card change never overwrites a newer one, and a default set before its card arrives holds', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const customer = await customerOf(id);
    const t = Math.floor(Date.now() / 1000) + 60;
    await send(defaultEvent(customer, 'pm_newer', t + 10));
    await send(defaultEvent(customer, 'pm_older', t));
    await send(cardEvent('payment_method.attached', customer, 'pm_newer', t + 5));
    await send(cardEvent('payment_method.attached', customer, 'pm_older', t + 6));
    const cards = (await billingOf(cookie)).paymentMethods;
    expect(cards.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['pm_newer']);
  });
});
