import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { post } from './accounts';
import { signedInUser } from './users';
import { billingOf, deliver, pay, signed, startCheckout, subscribe, subscriptionEvent } from './billing-helpers';
import { notifyContextFor } from './helpers';
import { sandboxProvider } from '../../functions/features/billing/sandbox/provider';

/**
 * One live subscription per account (docs/billing.md, "One live subscription"): two checkouts
 * opened before paying either must never leave two paid subscriptions, and the mirror follows each
 * subscription by its own id, so an event about an old one never changes the live one.
 */

interface SandboxSubscription {
  id: string;
  status: string;
  items: { data: { price: { lookup_key: string } }[] };
}
interface SandboxInvoice {
  id: string;
  amount_paid: number;
  status: string;
  parent: { subscription_details: { subscription: string } };
}
interface SandboxRefund {
  invoice: string;
  amount: number;
}

/** What the sandbox provider holds for a user's customer: subscriptions, invoices and refunds. */
async function atProvider(userId: string) {
  const customer = (await env.DB.prepare('SELECT provider_customer_id AS id FROM billing_customers WHERE user_id = ?')
    .bind(userId)
    .first<{ id: string }>())!.id;
  const rows = async <T>(kind: string) =>
    (
      await env.DB.prepare('SELECT data FROM billing_sandbox_objects WHERE customer_id = ? AND kind = ? ORDER BY created_at, id')
        .bind(customer, kind)
        .all<{ data: string }>()
    ).results.map((r) => JSON.parse(r.data) as T);
  const subscriptions = await rows<SandboxSubscription>('subscription');
  const invoices = await rows<SandboxInvoice>('invoice');
  const refunds = await rows<SandboxRefund>('refund');
  const charged = invoices.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount_paid, 0);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return { customer, subscriptions, live: subscriptions.filter((s) => s.status !== 'canceled'), net: charged - refunded, refunds };
}

const PRO_MONTHLY = 900;
const ENTERPRISE_MONTHLY = 4900;

const subscriptionDeleted = (sub: SandboxSubscription, customer: string, created: number) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type: 'customer.subscription.deleted',
  created,
  data: { object: { ...sub, customer, status: 'canceled', cancel_at_period_end: false, metadata: {} } },
});

describe('one live subscription per account', () => {
  for (const order of ['first opened paid first', 'second opened paid first'] as const) {
    it(`two checkouts opened before paying either, ${order}: one subscription, one charge`, async () => {
      const { id, cookie } = await signedInUser();
      const first = await startCheckout(cookie, { plan: 'pro', interval: 'monthly' });
      const second = await startCheckout(cookie, { plan: 'enterprise', interval: 'monthly' });
      const sessions = order === 'first opened paid first' ? [first, second] : [second, first];
      const answers = [];
      for (const session of sessions) answers.push(await pay(cookie, session));

      // Opening the second checkout expired the first: it can no longer be paid, and nothing was charged for it.
      const expired = answers[sessions.indexOf(first)]!;
      expect(expired.status).toBe(409);
      expect(await expired.json()).toMatchObject({ code: 'checkout_expired' });
      expect(answers[sessions.indexOf(second)]!.status).toBe(200);

      const provider = await atProvider(id);
      expect(provider.live).toHaveLength(1);
      expect(provider.net).toBe(ENTERPRISE_MONTHLY);
      expect(await billingOf(cookie)).toMatchObject({ planInEffect: 'enterprise', subscription: { plan: 'enterprise', status: 'active' } });
    });
  }

  for (const order of ['in the order opened', 'in the reverse order'] as const) {
    it(`two checkouts left open by a race and both paid ${order}: the second subscription is cancelled and refunded`, async () => {
      const { id, cookie } = await signedInUser();
      // Two requests at the same moment: each expired the open checkouts it saw (none), then opened its own.
      const first = await startCheckout(cookie, { plan: 'pro', interval: 'monthly' });
      const { customer } = await atProvider(id);
      const url = await sandboxProvider({ db: env.DB, now: Date.now(), notify: notifyContextFor() }).createCheckout({
        userId: id,
        customerId: customer,
        lookupKey: 'enterprise_monthly',
        successUrl: 'http://127.0.0.1:8787/billing?checkout=success',
        cancelUrl: 'http://127.0.0.1:8787/billing?checkout=cancelled',
        idempotencyKey: `checkout:${id}:racing-request`,
      });
      const second = new URL(url, 'http://x').searchParams.get('session')!;
      const sessions = order === 'in the order opened' ? [first, second] : [second, first];
      for (const session of sessions) expect((await pay(cookie, session)).status).toBe(200);

      const provider = await atProvider(id);
      expect(provider.live).toHaveLength(1);
      const keptPlan = sessions[0] === first ? 'pro' : 'enterprise';
      expect(provider.live[0]!.items.data[0]!.price.lookup_key).toBe(`${keptPlan}_monthly`);
      // The second payment was refunded in full: the account paid once.
      expect(provider.net).toBe(keptPlan === 'pro' ? PRO_MONTHLY : ENTERPRISE_MONTHLY);
      expect(provider.refunds).toHaveLength(1);

      const view = await billingOf(cookie);
      expect(view).toMatchObject({ planInEffect: keptPlan, subscription: { plan: keptPlan, status: 'active' } });
      expect(view.invoices).toHaveLength(2);
      const refundedAmount = keptPlan === 'pro' ? ENTERPRISE_MONTHLY : PRO_MONTHLY;
      expect(view.invoices.map((i) => [i.amountCents, i.amountRefundedCents]).sort()).toEqual(
        [
          [PRO_MONTHLY, keptPlan === 'pro' ? 0 : PRO_MONTHLY],
          [ENTERPRISE_MONTHLY, keptPlan === 'pro' ? ENTERPRISE_MONTHLY : 0],
        ].sort(),
      );
      expect(refundedAmount).toBe(provider.refunds[0]!.amount);

      // A later "deleted" event for the refunded subscription leaves the live plan intact.
      const stale = provider.subscriptions.find((s) => s.status === 'canceled')!;
      const { payload, signature } = await signed(subscriptionDeleted(stale, customer, Math.floor(Date.now() / 1000) + 60));
      expect((await deliver(payload, signature)).status).toBe(200);
      expect(await billingOf(cookie)).toMatchObject({ planInEffect: keptPlan, subscription: { plan: keptPlan, status: 'active' } });
    });
  }

  it('a late "deleted" event for an ended subscription does not end the one that replaced it', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie, 'pro', 'monthly');
    await post('/billing/cancel', {}, { cookie });
    await post('/dev/billing/clock/advance', {}, { cookie });
    expect((await billingOf(cookie)).planInEffect).toBe('free');
    await subscribe(cookie, 'enterprise', 'yearly');
    const { customer, subscriptions } = await atProvider(id);
    const old = subscriptions.find((s) => s.status === 'canceled')!;
    const { payload, signature } = await signed(subscriptionDeleted(old, customer, Math.floor(Date.now() / 1000) + 60));
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await billingOf(cookie)).toMatchObject({
      planInEffect: 'enterprise',
      subscription: { plan: 'enterprise', interval: 'yearly', status: 'active' },
    });
  });
});

describe('events of the same second', () => {
  const subscriptionEventAt = (
    type: string,
    subscription: string,
    customer: string,
    created: number,
    over: { status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: number } = {},
  ) => subscriptionEvent(customer, { type, subscription, created, ...over });

  async function outcome(events: (sub: string, customer: string, t: number) => object[]) {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    const { customer, subscriptions } = await atProvider(id);
    const t = Math.floor(Date.now() / 1000) + 120;
    for (const event of events(subscriptions[0]!.id, customer, t)) {
      const { payload, signature } = await signed(event);
      expect((await deliver(payload, signature)).status).toBe(200);
    }
    return (await billingOf(cookie)).subscription;
  }

  it('"set to end" and "ended" in one second end it, whichever arrives first', async () => {
    const cancelling = (sub: string, cus: string, t: number) =>
      subscriptionEventAt('customer.subscription.updated', sub, cus, t, { cancelAtPeriodEnd: true });
    const ended = (sub: string, cus: string, t: number) =>
      subscriptionEventAt('customer.subscription.deleted', sub, cus, t, { status: 'canceled' });
    expect(await outcome((s, c, t) => [cancelling(s, c, t), ended(s, c, t)])).toMatchObject({ status: 'cancelled' });
    expect(await outcome((s, c, t) => [ended(s, c, t), cancelling(s, c, t)])).toMatchObject({ status: 'cancelled' });
  });

  it('two renewals in one second keep the later period end, whichever arrives first', async () => {
    const renewal = (periodEnd: number) => (sub: string, cus: string, t: number) =>
      subscriptionEventAt('customer.subscription.updated', sub, cus, t, { periodEnd });
    for (const ends of [
      [2_000_000_000, 2_100_000_000],
      [2_100_000_000, 2_000_000_000],
    ]) {
      expect(await outcome((s, c, t) => ends.map((end) => renewal(end)(s, c, t)))).toMatchObject({
        status: 'active',
        currentPeriodEnd: 2_100_000_000_000,
      });
    }
  });
});
