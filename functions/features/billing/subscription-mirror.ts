import { PLANS, planForLookupKey } from '../../../src/lib/billing/plans';
import { statusFromProvider } from '../../../src/lib/billing/subscription';
import { upsertSubscriptionStatement } from './billing.repo';
import { subscriptionObject, type SubscriptionObject } from './event.schemas';

/** Unix seconds (the provider's) to our unix ms; null stays null. */
export const ms = (seconds: number | null | undefined) => (typeof seconds === 'number' ? seconds * 1000 : null);

/** The plan and interval a subscription charges: its first item's price lookup key, when it is one of ours. */
export const pricedOf = (sub: SubscriptionObject) => planForLookupKey(PLANS, sub.items.data[0].price.lookup_key);

/**
 * The mirror of a provider subscription object as of time `at` (unix ms), or nothing when it is
 * not for one of our prices. Used for webhook events and for the object a cancel, reactivate or
 * second-subscription call returns, so the page shows the change before the event arrives. Its
 * status is the provider's, read by the one rule for it (`statusFromProvider`).
 */
export function subscriptionStatements(
  db: D1Database,
  sub: SubscriptionObject,
  userId: string,
  at: number,
  now: number,
  deleted = false,
): D1PreparedStatement[] {
  const priced = pricedOf(sub);
  if (!priced) return [];
  const mirror = {
    userId,
    subscriptionId: sub.id,
    plan: priced.plan.id,
    interval: priced.interval,
    status: deleted ? ('cancelled' as const) : statusFromProvider(sub.status, sub.cancel_at_period_end),
    currentPeriodEnd: ms(sub.items.data[0].current_period_end),
    providerUpdatedAt: at,
  };
  return [upsertSubscriptionStatement(db, mirror, now)];
}

/** The statements for an object a provider call returned, when it has the shape we read (else the event will bring it). */
export function returnedSubscriptionStatements(
  db: D1Database,
  returned: unknown,
  userId: string,
  at: number,
  now: number,
  deleted = false,
) {
  const sub = subscriptionObject.safeParse(returned);
  return sub.success ? subscriptionStatements(db, sub.data, userId, at, now, deleted) : [];
}
