import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../../env';
import { ApiError } from '../../lib/errors';
import type { BillingView } from './billing.schemas';
import { stateOf, toBillingView } from './billing.views';
import { transition } from '../../../src/lib/billing/subscription';
import { customerOf, linkCustomerStatement, readBilling, readSubscription } from './billing.repo';
import type { BillingProvider } from './provider';
import { sandboxProvider } from './sandbox/provider';
import { stripeProvider } from './stripe-provider';

/** Stripe when a key is configured; otherwise the local sandbox, except in production, which has none. */
export function providerName(env: Bindings): BillingView['provider'] {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.APP_ENV === 'production' ? null : 'sandbox';
}

export function providerFor<E extends AppEnv>(c: Context<E>): BillingProvider {
  const key = c.env.STRIPE_SECRET_KEY;
  if (key) return stripeProvider(key);
  if (providerName(c.env) === 'sandbox') return sandboxProvider({ db: c.env.DB, now: c.get('now'), notify: c.get('notify') });
  throw new ApiError(503, 'billing_not_configured', 'Payments are not set up on this site yet. Nothing was charged.');
}

/** The user's provider customer, created (once, by idempotency key) on first need. */
export async function ensureCustomer(db: D1Database, provider: BillingProvider, user: { id: string; email: string }, now: number) {
  const known = await customerOf(db, user.id);
  if (known) return known;
  const created = await provider.createCustomer(user, `customer:${user.id}`);
  await linkCustomerStatement(db, user.id, created, now).run();
  // A concurrent request may have linked first; the stored link wins.
  const linked = await customerOf(db, user.id);
  if (!linked) throw new Error('The customer link is missing right after it was written.');
  return linked;
}

/** The billing page's data, from our tables only. */
export async function billingView<E extends AppEnv>(c: Context<E>, userId: string): Promise<BillingView> {
  return toBillingView(await readBilling(c.env.DB, userId), providerName(c.env));
}

/**
 * Ends a live subscription at once, before the account is deleted: nobody is charged for an
 * account that no longer exists. A provider failure stops the deletion (nothing is lost; the
 * person can try again) rather than leave a subscription running without its account.
 */
export async function endSubscriptionForDeletion<E extends AppEnv>(c: Context<E>, userId: string) {
  const row = await readSubscription(c.env.DB, userId);
  if (!row || !transition(stateOf(row), { type: 'ended' }).ok) return;
  await providerFor(c).cancelNow(row.provider_subscription_id, `delete-account:${row.provider_subscription_id}`);
}
