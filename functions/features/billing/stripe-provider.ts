import type Stripe from 'stripe';
import { ApiError } from '../../lib/errors';
import type { BillingProvider, CheckoutInput, Refund } from './provider';
import { stripeClient } from './stripe-client';

/** The real provider: Stripe's API through its SDK. Card numbers are entered on Stripe's pages only. */
export function stripeProvider(secretKey: string, fetchFn?: typeof fetch): BillingProvider {
  const stripe: Stripe = stripeClient(secretKey, fetchFn);

  async function priceFor(lookupKey: string): Promise<string> {
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new ApiError(503, 'price_missing', 'This plan cannot be bought right now. Please try again later.');
    return price.id;
  }

  return {
    name: 'stripe',
    async createCustomer(user, idempotencyKey) {
      const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }, { idempotencyKey });
      return customer.id;
    },
    async createCheckout(input: CheckoutInput) {
      const common = {
        customer: input.customerId,
        client_reference_id: input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      };
      const session = input.lookupKey
        ? await stripe.checkout.sessions.create(
            {
              ...common,
              mode: 'subscription',
              line_items: [{ price: await priceFor(input.lookupKey), quantity: 1 }],
              subscription_data: { metadata: { user_id: input.userId } },
            },
            { idempotencyKey: input.idempotencyKey },
          )
        : await stripe.checkout.sessions.create({ ...common, mode: 'setup', currency: 'usd' }, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new ApiError(502, 'checkout_unavailable', 'The payment page could not be opened. Please try again.');
      return session.url;
    },
    setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      return stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey });
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId, idempotencyKey) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, { idempotencyKey });
    },
    async cancelNow(subscriptionId, idempotencyKey) {
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    },
    async expireOpenCheckouts(customerId) {
      const open = await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 });
      for (const session of open.data) {
        if (session.mode !== 'subscription') continue;
        try {
          await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `expire:${session.id}` });
        } catch {
          // Completed (or expired) since it was listed: the check when a payment completes covers it.
        }
      }
    },
    async cancelAndRefund(subscriptionId, idempotencyKey) {
      const subscription = await stripe.subscriptions.cancel(
        subscriptionId,
        { prorate: false },
        { idempotencyKey: `${idempotencyKey}:cancel` },
      );
      const invoiceId = typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
      const refunds: Refund[] = [];
      if (!invoiceId) return { subscription, refunds };
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
      for (const payment of payments.data) {
        const intent = payment.payment.payment_intent;
        const charge = payment.payment.charge;
        const target = intent
          ? { payment_intent: typeof intent === 'string' ? intent : intent.id }
          : charge
            ? { charge: typeof charge === 'string' ? charge : charge.id }
            : null;
        if (!target) continue;
        const refund = await stripe.refunds.create(
          { ...target, metadata: { subscription: subscriptionId, reason: 'second_subscription' } },
          { idempotencyKey: `${idempotencyKey}:refund:${payment.id}` },
        );
        refunds.push({ id: refund.id, invoiceId, amountCents: refund.amount, currency: refund.currency });
      }
      return { subscription, refunds };
    },
  };
}
