import type Stripe from 'stripe';
import { ApiError } from '../../lib/errors';
import { PLANS, planForLookupKey } from '../../../src/lib/billing/plans';
import { LOCAL_WEBHOOK_SECRET } from './billing-config';
import type { BillingProvider, Refund } from './provider';
import { receiveEvent } from './receive-event';
import type { NotifyContext } from '../notifications/notify';
import { objectsOf, once, readObject, sandboxId, writeObject } from './sandbox-store';
import { signPayload } from './stripe-client';

/**
 * The local sandbox: a stand-in for Stripe used whenever no Stripe key is configured (never in
 * production). It keeps Stripe-shaped records in D1, sends Checkout to the development checkout
 * page, and delivers each change as a Stripe-shaped event signed with the local webhook secret to
 * the same code the webhook route runs, so the signature check, dedupe and mirror are exercised
 * exactly as with Stripe. Only the fields our webhook reads are filled in.
 */

export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'setup';
  customer: string;
  client_reference_id: string;
  lookup_key: string | null;
  /** `expired`: a newer checkout of the same customer replaced it (one live subscription per account). */
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
}

type Subscription = Pick<Stripe.Subscription, 'id' | 'object' | 'customer' | 'status' | 'cancel_at_period_end' | 'metadata'> & {
  items: {
    object: 'list';
    /** A sandbox subscription has exactly one item: one plan at one interval. */
    data: [{ id: string; price: { id: string; lookup_key: string }; current_period_start: number; current_period_end: number }];
  };
};
type Invoice = {
  id: string;
  object: 'invoice';
  customer: string;
  amount_due: number;
  amount_paid: number;
  /** Sandbox bookkeeping: what was refunded of this payment. */
  amount_refunded?: number;
  currency: string;
  status: string;
  created: number;
  hosted_invoice_url: string;
  description: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Stripe.Metadata } };
};
type Customer = {
  id: string;
  object: 'customer';
  email: string;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
};

const DAY_SECONDS = 86_400;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Stripe's documented test cards: the first two succeed, the last is declined. */
const TEST_CARDS: Record<string, { brand: string; declined?: boolean }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', declined: true },
};

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
}

/** How the sandbox's deliveries send their notifications: the request's notify context. */
type Notifier = NotifyContext;

/** Signs an event as Stripe would and hands it to the webhook's code, with this sandbox as the provider. */
async function deliver(db: D1Database, now: number, notify: Notifier, type: string, object: object, previous?: object) {
  const event = {
    id: sandboxId('evt'),
    object: 'event',
    api_version: null,
    created: seconds(now),
    livemode: false,
    type,
    data: previous ? { object, previous_attributes: previous } : { object },
  };
  const payload = JSON.stringify(event);
  await receiveEvent(db, payload, await signPayload(payload, LOCAL_WEBHOOK_SECRET, now), LOCAL_WEBHOOK_SECRET, now, {
    notify,
    provider: () => sandboxProvider(db, now, notify),
  });
}

async function subscriptionOf(db: D1Database, id: string): Promise<Subscription> {
  const sub = await readObject<Subscription>(db, id, 'subscription');
  if (!sub) throw new ApiError(404, 'subscription_not_found', 'There is no such subscription in the sandbox.');
  return sub;
}

function periodAfter(start: number, lookupKey: string) {
  const interval = planForLookupKey(PLANS, lookupKey)?.interval ?? 'monthly';
  return start + (interval === 'yearly' ? 365 : 30) * DAY_SECONDS;
}

/** Charges the subscription's current period: a paid invoice (test cards always pay). */
async function chargeInvoice(db: D1Database, sub: Subscription, now: number): Promise<Invoice> {
  const item = sub.items.data[0];
  const priced = planForLookupKey(PLANS, item.price.lookup_key);
  if (!priced) throw new Error(`The sandbox subscription ${sub.id} has a price of no plan.`);
  const amount = priced.plan.prices[priced.interval] * 100;
  const id = sandboxId('in');
  const invoice: Invoice = {
    id,
    object: 'invoice',
    customer: sub.customer as string,
    amount_due: amount,
    amount_paid: amount,
    currency: 'usd',
    status: 'paid',
    created: seconds(now),
    hosted_invoice_url: `/dev/checkout?invoice=${id}`,
    description: `${priced.plan.name} (${priced.interval}) — ${new Date(item.current_period_start * 1000).toISOString().slice(0, 10)} to ${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  };
  await writeObject(db, 'invoice', invoice, sub.customer as string, now);
  return invoice;
}

async function issueInvoice(db: D1Database, sub: Subscription, now: number, notify: Notifier) {
  await deliver(db, now, notify, 'invoice.paid', await chargeInvoice(db, sub, now));
}

async function setDefault(db: D1Database, customerId: string, paymentMethodId: string, now: number, notify: Notifier) {
  const customer = await readObject<Customer>(db, customerId, 'customer');
  if (!customer) throw new ApiError(404, 'customer_not_found', 'There is no such customer in the sandbox.');
  const previous = { invoice_settings: { ...customer.invoice_settings } };
  customer.invoice_settings.default_payment_method = paymentMethodId;
  await writeObject(db, 'customer', customer, customerId, now);
  await deliver(db, now, notify, 'customer.updated', customer, previous);
}

export function sandboxProvider(db: D1Database, now: number, notify: Notifier): BillingProvider {
  return {
    name: 'sandbox',
    createCustomer: (user, key) =>
      once(db, key, now, async () => {
        const customer: Customer = {
          id: sandboxId('cus'),
          object: 'customer',
          email: user.email,
          metadata: { user_id: user.id },
          invoice_settings: { default_payment_method: null },
        };
        await writeObject(db, 'customer', customer, customer.id, now);
        return customer.id;
      }),
    createCheckout: (input) =>
      once(db, input.idempotencyKey, now, async () => {
        const session: SandboxSession = {
          id: sandboxId('cs'),
          object: 'checkout.session',
          mode: input.lookupKey ? 'subscription' : 'setup',
          customer: input.customerId,
          client_reference_id: input.userId,
          lookup_key: input.lookupKey ?? null,
          status: 'open',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        };
        await writeObject(db, 'checkout_session', session, input.customerId, now);
        return `/dev/checkout?session=${session.id}`;
      }),
    setCancelAtPeriodEnd: (subscriptionId, cancel, key) =>
      once(db, key, now, async () => {
        const sub = await subscriptionOf(db, subscriptionId);
        if (sub.status === 'canceled') throw new ApiError(409, 'subscription_ended', 'The subscription has ended.');
        const previous = { cancel_at_period_end: sub.cancel_at_period_end };
        sub.cancel_at_period_end = cancel;
        await writeObject(db, 'subscription', sub, sub.customer as string, now);
        await deliver(db, now, notify, 'customer.subscription.updated', sub, previous);
        return sub;
      }),
    setDefaultPaymentMethod: (customerId, paymentMethodId, key) =>
      once(db, key, now, () => setDefault(db, customerId, paymentMethodId, now, notify)),
    cancelNow: (subscriptionId, key) =>
      once(db, key, now, async () => {
        const sub = await subscriptionOf(db, subscriptionId);
        sub.status = 'canceled';
        await writeObject(db, 'subscription', sub, sub.customer as string, now);
        await deliver(db, now, notify, 'customer.subscription.deleted', sub);
      }),
    async expireOpenCheckouts(customerId) {
      const sessions = await objectsOf<SandboxSession>(db, customerId, 'checkout_session');
      for (const session of sessions.filter((s) => s.status === 'open' && s.mode === 'subscription')) {
        session.status = 'expired';
        await writeObject(db, 'checkout_session', session, customerId, now);
      }
    },
    cancelAndRefund: (subscriptionId, key) =>
      once(db, key, now, async () => {
        const sub = await subscriptionOf(db, subscriptionId);
        const customerId = sub.customer as string;
        sub.status = 'canceled';
        await writeObject(db, 'subscription', sub, customerId, now);
        const refunds: Refund[] = [];
        for (const invoice of await objectsOf<Invoice>(db, customerId, 'invoice')) {
          const owed = invoice.amount_paid - (invoice.amount_refunded ?? 0);
          if (invoice.parent.subscription_details.subscription !== sub.id || invoice.status !== 'paid' || owed <= 0) continue;
          const refund = { id: sandboxId('re'), object: 'refund', invoice: invoice.id, amount: owed, currency: invoice.currency };
          await writeObject(db, 'refund', refund, customerId, now);
          invoice.amount_refunded = invoice.amount_paid;
          await writeObject(db, 'invoice', invoice, customerId, now);
          refunds.push({ id: refund.id, invoiceId: invoice.id, amountCents: owed, currency: invoice.currency });
        }
        await deliver(db, now, notify, 'customer.subscription.deleted', sub);
        return { subscription: sub, refunds };
      }),
  };
}

/** An open sandbox checkout of this user, for the development checkout page. */
export async function sandboxSession(db: D1Database, id: string, userId: string): Promise<SandboxSession> {
  const session = await readObject<SandboxSession>(db, id, 'checkout_session');
  // Someone else's session answers like a missing one.
  if (!session || session.client_reference_id !== userId) throw new ApiError(404, 'checkout_not_found', 'There is no such checkout.');
  return session;
}

/**
 * Pays a sandbox checkout with a test card: the card is attached (and made the default when the
 * customer has none), and in subscription mode the subscription starts and its first invoice is
 * paid. A declined card changes nothing and says so.
 */
export async function payCheckout(db: D1Database, session: SandboxSession, card: TestCard, now: number, notify: Notifier) {
  if (session.status === 'expired') {
    throw new ApiError(
      409,
      'checkout_expired',
      'This checkout was replaced by a newer one and can no longer be paid. Nothing was charged.',
    );
  }
  if (session.status !== 'open') throw new ApiError(409, 'checkout_complete', 'This checkout is already complete.');
  const known = TEST_CARDS[card.number];
  if (!known)
    throw new ApiError(
      422,
      'not_a_test_card',
      'The sandbox takes test cards only: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
    );
  const today = new Date(now);
  if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1)) {
    throw new ApiError(422, 'card_expired', 'The card has expired. Use an expiry date in the future.');
  }
  if (known.declined) throw new ApiError(402, 'card_declined', 'Your card was declined. No charge was made; try another card.');

  const method = {
    id: sandboxId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: session.customer,
    metadata: {},
    card: { brand: known.brand, last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear },
  };
  await writeObject(db, 'payment_method', method, session.customer, now);
  session.status = 'complete';
  await writeObject(db, 'checkout_session', session, session.customer, now);
  // As at Stripe, the first period is charged when the checkout is paid; the events follow.
  let started: { sub: Subscription; invoice: Invoice } | null = null;
  if (session.mode === 'subscription' && session.lookup_key) {
    const start = seconds(now);
    const sub: Subscription = {
      id: sandboxId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { user_id: session.client_reference_id },
      items: {
        object: 'list',
        data: [
          {
            id: sandboxId('si'),
            price: { id: sandboxId('price'), lookup_key: session.lookup_key },
            current_period_start: start,
            current_period_end: periodAfter(start, session.lookup_key),
          },
        ],
      },
    };
    await writeObject(db, 'subscription', sub, session.customer, now);
    started = { sub, invoice: await chargeInvoice(db, sub, now) };
  }
  await deliver(db, now, notify, 'checkout.session.completed', { ...session, customer: session.customer });
  await deliver(db, now, notify, 'payment_method.attached', method);
  const customer = await readObject<Customer>(db, session.customer, 'customer');
  if (!customer?.invoice_settings.default_payment_method) await setDefault(db, session.customer, method.id, now, notify);
  if (started) {
    // A second live subscription of the account is ended and refunded here, by the webhook's code.
    await deliver(db, now, notify, 'customer.subscription.created', started.sub);
    const invoice = (await readObject<Invoice>(db, started.invoice.id, 'invoice')) ?? started.invoice;
    await deliver(db, now, notify, 'invoice.paid', invoice);
  }
  return { successUrl: session.success_url };
}

/**
 * The development clock: moves the customer's live subscription to the end of its period. A
 * subscription set to end then ends; any other renews, with a paid invoice for the new period.
 */
export async function advanceToNextPeriod(db: D1Database, customerId: string, now: number, notify: Notifier) {
  const live = (await objectsOf<Subscription>(db, customerId, 'subscription')).filter((s) => s.status !== 'canceled');
  const sub = live.at(-1);
  if (!sub) throw new ApiError(409, 'no_subscription', 'There is no subscription to move forward.');
  if (sub.cancel_at_period_end) {
    sub.status = 'canceled';
    await writeObject(db, 'subscription', sub, customerId, now);
    await deliver(db, now, notify, 'customer.subscription.deleted', sub);
    return { ended: true };
  }
  const item = sub.items.data[0];
  const previous = { items: structuredClone(sub.items) };
  item.current_period_start = item.current_period_end;
  item.current_period_end = periodAfter(item.current_period_start, item.price.lookup_key);
  await writeObject(db, 'subscription', sub, customerId, now);
  await deliver(db, now, notify, 'customer.subscription.updated', sub, previous);
  await issueInvoice(db, sub, now, notify);
  return { ended: false };
}
