import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { siteOrigin } from '../../lib/site-url';
import { checkoutSchema, type CheckoutOpened } from './billing.schemas';
import { lookupKeyOf } from '../../../src/lib/billing/plans';
import { transition, type SubscriptionEvent } from '../../../src/lib/billing/subscription';
import { requireUser, type SignedInContext } from '../auth/session.middleware';
import { ownsPaymentMethod, readSubscription, setDefaultPaymentMethodStatement } from './billing.repo';
import { billingView, ensureCustomer, providerFor } from './billing.service';
import { stateOf } from './billing.views';
import { returnedSubscriptionStatements } from './subscription-mirror';

/** Each call may reach the provider; this bounds what one account can cause, far above real use. */
const BILLING_CALLS: RateLimit = { name: 'billing:user', max: 30, windowSeconds: 60 };

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,120}$/;

/** Checks our command against the subscription state machine before anything reaches the provider. */
async function currentSubscription<E extends AppEnv>(c: Context<E>, userId: string, command: SubscriptionEvent) {
  const row = await readSubscription(c.env.DB, userId);
  const result = transition(stateOf(row), command);
  if (!result.ok) throw new ApiError(409, 'subscription_state', result.reason);
  // The machine refuses every command without a subscription, so there is a row here.
  if (!row) throw new ApiError(409, 'subscription_state', 'There is no paid subscription.');
  return row;
}

/**
 * Opens Checkout for the user: with a lookup key it subscribes, without one it adds a card. The
 * provider sends the browser back to /billing with `checkout=success|cancelled` or
 * `card=added|cancelled`, which the page turns into a message.
 */
async function openCheckout(c: SignedInContext, kind: 'checkout' | 'setup', lookupKey?: string) {
  const user = c.get('user');
  const provider = providerFor(c);
  const customerId = await ensureCustomer(c.env.DB, provider, user, c.get('now'));
  // One live subscription per account: an earlier checkout left open can no longer be paid.
  if (kind === 'checkout') await provider.expireOpenCheckouts(customerId);
  const back = `${siteOrigin(c)}/billing?${kind === 'checkout' ? 'checkout' : 'card'}=`;
  return provider.createCheckout({
    userId: user.id,
    customerId,
    lookupKey,
    successUrl: `${back}${kind === 'checkout' ? 'success' : 'added'}`,
    cancelUrl: `${back}cancelled`,
    // One key per request: the SDK's network retries cannot open two sessions.
    idempotencyKey: `${kind}:${user.id}:${c.get('requestId')}`,
  });
}

/**
 * Cancel (at the period's end) or reactivate: checked against the state machine, sent to the
 * provider with a key made of the state version (a double click is one call; cancelling again
 * after reactivating is a new one), and mirrored from the object the provider returns.
 */
async function setCancelAtPeriodEnd(c: SignedInContext, cancel: boolean) {
  const user = c.get('user');
  const row = await currentSubscription(c, user.id, { type: cancel ? 'cancel_requested' : 'reactivate_requested' });
  const subscriptionId = row.provider_subscription_id;
  const sub = await providerFor(c).setCancelAtPeriodEnd(
    subscriptionId,
    cancel,
    `${subscriptionId}:${cancel ? 'cancel' : 'reactivate'}:${row.provider_updated_at}`,
  );
  await mirrorReturned(c, user.id, sub);
  return c.json(await billingView(c, user.id));
}

/**
 * Applies the subscription object the provider returned, so the page shows the change at once. It
 * is stamped with the request's own time in milliseconds: the command was checked against the
 * mirrored state, so it is newer than any provider event of the same second (whole seconds), and a
 * cancel and a reactivate within one second keep their order.
 */
async function mirrorReturned<E extends AppEnv>(c: Context<E>, userId: string, sub: unknown) {
  const now = c.get('now');
  const statements = returnedSubscriptionStatements(c.env.DB, sub, userId, now, now);
  if (statements.length) await c.env.DB.batch(statements);
}

/**
 * `/billing`: the signed-in user's plan, subscription, cards and invoices (read from our mirror,
 * never from the provider) and the commands that change them through the provider.
 */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .use(async (c, next) => {
    if (c.req.method !== 'GET') await enforceRateLimit(c.env.DB, BILLING_CALLS, c.get('user').id, c.get('now'));
    await next();
  })
  .get('/', async (c) => c.json(await billingView(c, c.get('user').id)))
  .post('/checkout', async (c) => {
    const user = c.get('user');
    const { plan, interval } = await readJson(c, checkoutSchema);
    const row = await readSubscription(c.env.DB, user.id);
    const allowed = transition(stateOf(row), { type: 'subscribed', plan, interval, periodEnd: 0 });
    if (!allowed.ok) throw new ApiError(409, 'subscription_exists', allowed.reason);
    const url = await openCheckout(c, 'checkout', lookupKeyOf(plan, interval));
    return c.json({ url } satisfies CheckoutOpened);
  })
  .post('/cancel', (c) => setCancelAtPeriodEnd(c, true))
  .post('/reactivate', (c) => setCancelAtPeriodEnd(c, false))
  .post('/payment-methods', async (c) => c.json({ url: await openCheckout(c, 'setup') } satisfies CheckoutOpened))
  .post('/payment-methods/:id/default', async (c) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!PAYMENT_METHOD_ID.test(id) || !(await ownsPaymentMethod(c.env.DB, user.id, id))) {
      throw new ApiError(404, 'payment_method_not_found', 'There is no such card on your account.');
    }
    const provider = providerFor(c);
    const customerId = await ensureCustomer(c.env.DB, provider, user, c.get('now'));
    await provider.setDefaultPaymentMethod(customerId, id, `${customerId}:default:${id}:${c.get('requestId')}`);
    // Whole seconds, like event times: the provider's own event for this change still applies after it.
    await setDefaultPaymentMethodStatement(c.env.DB, user.id, id, Math.floor(c.get('now') / 1000) * 1000).run();
    return c.json(await billingView(c, user.id));
  });
