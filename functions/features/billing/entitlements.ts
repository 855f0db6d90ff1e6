import { planById, planNames, plansGranting, type Entitlement, type Plan } from '../../../src/lib/billing/plans';
import { planInEffect } from '../../../src/lib/billing/subscription';
import { ApiError } from '../../lib/errors';
import { readSubscription } from './billing.repo';
import { stateOf } from './billing.views';

/** What the user's plan grants now, from our mirror of the subscription (one row by primary key). */
export async function entitlementsOf(db: D1Database, userId: string): Promise<Plan['entitlements'] & { plan: Plan['id'] }> {
  const plan = planById(planInEffect(stateOf(await readSubscription(db, userId))));
  return { plan: plan.id, ...plan.entitlements };
}

/** Refuses a paid feature to a plan that does not include it: the API enforces, the page only explains. */
export async function requireEntitlement(db: D1Database, userId: string, feature: Entitlement) {
  const entitlements = await entitlementsOf(db, userId);
  if (!entitlements[feature]) {
    const needs = planNames(plansGranting(feature), 'or');
    throw new ApiError(403, 'plan_required', `This needs the ${needs} plan. See your billing page to subscribe.`);
  }
  return entitlements;
}
