import { ApiError } from '../../../lib/errors';
import type { TestCard } from '../billing.schemas';
import {
  chargeInvoice,
  periodAfter,
  seconds,
  type Customer,
  type Invoice,
  type SandboxContext,
  type SandboxSession,
  type Subscription,
} from './objects';
import { deliver, setDefaultCard } from './provider';
import { readObject, sandboxId, writeObject } from './store';

/** Stripe's documented test cards: the first two succeed, the last is declined. */
const TEST_CARDS: Record<string, { brand: string; declined?: boolean }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', declined: true },
};

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
export async function payCheckout(ctx: SandboxContext, session: SandboxSession, card: TestCard) {
  const { db, now } = ctx;
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
    started = { sub, invoice: await chargeInvoice(ctx, sub) };
  }
  await deliver(ctx, 'checkout.session.completed', { ...session, customer: session.customer });
  await deliver(ctx, 'payment_method.attached', method);
  const customer = await readObject<Customer>(db, session.customer, 'customer');
  if (!customer?.invoice_settings.default_payment_method) await setDefaultCard(ctx, session.customer, method.id);
  if (started) {
    // A second live subscription of the account is ended and refunded here, by the webhook's code.
    await deliver(ctx, 'customer.subscription.created', started.sub);
    const invoice = (await readObject<Invoice>(db, started.invoice.id, 'invoice')) ?? started.invoice;
    await deliver(ctx, 'invoice.paid', invoice);
  }
  return { successUrl: session.success_url };
}
