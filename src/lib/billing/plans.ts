import plansJson from '../../../content/plans.json';

export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type BillingInterval = 'monthly' | 'yearly';

/** One plan of content/plans.json (its rules: plansSchema in plans-schema.ts). */
export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  prices: { monthly: number; yearly: number };
  /** Stripe Price lookup keys; free has none. */
  lookupKeys?: { monthly: string; yearly: string };
  mostPopular?: boolean;
  features: string[];
  /** What the API grants; a feature is enforced by the server, never only shown. */
  entitlements: { certificates: boolean; prioritySupport: boolean };
}
/** A feature a plan may grant; the API enforces each one. */
export type Entitlement = keyof Plan['entitlements'];

/**
 * The plan and interval a Stripe Price lookup key charges, or null when it is not one of ours. A
 * missing key is never a match: the free plan has no keys, and a price without one buys nothing.
 */
export function planForLookupKey(plans: readonly Plan[], key: string | null | undefined): { plan: Plan; interval: BillingInterval } | null {
  if (!key) return null;
  for (const plan of plans) {
    if (plan.lookupKeys?.monthly === key) return { plan, interval: 'monthly' };
    if (plan.lookupKeys?.yearly === key) return { plan, interval: 'yearly' };
  }
  return null;
}

/**
 * The plans of content/plans.json. The file is checked by plansSchema (plans-schema.ts) where the
 * site is built (the billing page), tested and started (the Worker's billing schemas), so a bad file
 * fails all three; pages that show plans do not carry the checker (zod) to check it again. JSON
 * rather than YAML so the Worker bundle imports it directly.
 */
export const PLANS: readonly Plan[] = plansJson as Plan[];

export const findPlan = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);

/** The plans that grant a feature, cheapest first: which plan grants what comes from the plans file only. */
export const plansGranting = (feature: Entitlement): Plan[] => PLANS.filter((p) => p.entitlements[feature]);

/** Plans' names for a sentence: "Enterprise", "Pro or Enterprise", "Pro and Enterprise". */
export const planNames = (plans: readonly Plan[], join: 'or' | 'and'): string =>
  new Intl.ListFormat('en', { type: join === 'or' ? 'disjunction' : 'conjunction' }).format(plans.map((p) => p.name));

/** A plan by its id; the plans file holds every id (plansSchema), so a missing one is a broken build. */
export function planById(id: PlanId): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`content/plans.json has no plan "${id}".`);
  return plan;
}

/** The Stripe Price lookup key that charges a paid plan at an interval (paid plans have both, plansSchema). */
export function lookupKeyOf(id: PlanId, interval: BillingInterval): string {
  const key = planById(id).lookupKeys?.[interval];
  if (!key) throw new Error(`The ${id} plan has no ${interval} lookup key.`);
  return key;
}
