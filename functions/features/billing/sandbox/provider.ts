import { ApiError } from '../../../lib/errors';
import type { BillingProvider, Refund } from '../provider';
import { receiveEvent } from '../receive-event';
import { signedSandboxEvent } from './events';
import type { Customer, Invoice, SandboxContext, SandboxSession, Subscription } from './objects';
import { objectsOf, once, readObject, sandboxId, writeObject } from './store';

/**
 * The local sandbox: a stand-in for Stripe used whenever no Stripe key is configured (never in
 * production). It keeps Stripe-shaped records in D1, sends Checkout to the development checkout
 * page, and delivers each change as a signed Stripe-shaped event to the same code the webhook
 * route runs, so the signature check, dedupe, mirror and notifications run exactly as with Stripe.
 */
export function sandboxProvider(ctx: SandboxContext): BillingProvider {
  const { db, now } = ctx;
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
        await deliver(ctx, 'customer.subscription.updated', sub, previous);
        return sub;
      }),
    setDefaultPaymentMethod: (customerId, paymentMethodId, key) =>
      once(db, key, now, () => setDefaultCard(ctx, customerId, paymentMethodId)),
    cancelNow: (subscriptionId, key) =>
      once(db, key, now, async () => {
        const sub = await subscriptionOf(db, subscriptionId);
        sub.status = 'canceled';
        await writeObject(db, 'subscription', sub, sub.customer as string, now);
        await deliver(ctx, 'customer.subscription.deleted', sub);
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
        await deliver(ctx, 'customer.subscription.deleted', sub);
        return { subscription: sub, refunds };
      }),
  };
}

/** Delivers a change as Stripe would: a signed event to the webhook's code, with this sandbox as the provider. */
export async function deliver(ctx: SandboxContext, type: string, object: object, previous?: object) {
  const { payload, signature, secret } = await signedSandboxEvent(ctx.now, type, object, previous);
  await receiveEvent(ctx.db, payload, signature, secret, ctx.now, { notify: ctx.notify, provider: () => sandboxProvider(ctx) });
}

async function subscriptionOf(db: D1Database, id: string): Promise<Subscription> {
  const sub = await readObject<Subscription>(db, id, 'subscription');
  if (!sub) throw new ApiError(404, 'subscription_not_found', 'There is no such subscription in the sandbox.');
  return sub;
}

/** Makes a card the customer's default and delivers the change. */
export async function setDefaultCard(ctx: SandboxContext, customerId: string, paymentMethodId: string) {
  const customer = await readObject<Customer>(ctx.db, customerId, 'customer');
  if (!customer) throw new ApiError(404, 'customer_not_found', 'There is no such customer in the sandbox.');
  const previous = { invoice_settings: { ...customer.invoice_settings } };
  customer.invoice_settings.default_payment_method = paymentMethodId;
  await writeObject(ctx.db, 'customer', customer, customerId, ctx.now);
  await deliver(ctx, 'customer.updated', customer, previous);
}
