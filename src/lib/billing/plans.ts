import plansJson from '../../../content/plans.json';
import { z } from 'zod';

// Zod probes for eval support on first use; under the site's CSP that probe is a reported
// violation in the browser (the billing page parses the plans). Jitless parsing avoids it.
z.config({ jitless: true });

const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type BillingInterval = 'monthly' | 'yearly';

const price = z.number().int().min(0).max(100_000);
const lookupKey = z.string().regex(/^[a-z0-9_]{3,64}$/);

/** One plan of content/plans.json. */
const planSchema = z.strictObject({
  id: z.enum(PLAN_IDS),
  name: z.string().min(1).max(40),
  description: z.string().min(1).max(200),
  prices: z.strictObject({ monthly: price, yearly: price }),
  /** Stripe Price lookup keys; free has none. */
  lookupKeys: z.strictObject({ monthly: lookupKey, yearly: lookupKey }).optional(),
  mostPopular: z.boolean().optional(),
  features: z.array(z.string().min(1).max(160)).min(1).max(12),
  /** What the API grants; a feature is enforced by the server, never only shown. */
  entitlements: z.strictObject({ certificates: z.boolean(), prioritySupport: z.boolean() }),
});
export type Plan = z.infer<typeof planSchema>;
/** A feature a plan may grant; the API enforces each one. */
export type Entitlement = keyof Plan['entitlements'];

/**
 * The whole file: every plan once, in order, exactly one marked most popular, free costing nothing,
 * paid plans with both lookup keys, yearly cheaper than twelve months, lookup keys unique.
 */
export const plansSchema = z.array(planSchema).superRefine((plans, ctx) => {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (plans.map((p) => p.id).join() !== PLAN_IDS.join()) issue(`plans must be ${PLAN_IDS.join(', ')}, in that order`);
  if (plans.filter((p) => p.mostPopular).length !== 1) issue('exactly one plan must be marked mostPopular');
  for (const p of plans) {
    const paid = p.prices.monthly > 0 || p.prices.yearly > 0;
    if (p.id === 'free' && (paid || p.lookupKeys)) issue('free must cost nothing and have no lookup keys');
    if (p.id !== 'free' && (!paid || !p.lookupKeys)) issue(`${p.id} needs prices and lookup keys`);
    if (paid && p.prices.yearly >= p.prices.monthly * 12) issue(`${p.id}: the yearly price must be below twelve monthly payments`);
  }
  const keys = plans.flatMap((p) => (p.lookupKeys ? [p.lookupKeys.monthly, p.lookupKeys.yearly] : []));
  if (new Set(keys).size !== keys.length) issue('lookup keys must be unique');
});

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
 * The plans, validated when this module loads (a bad content/plans.json fails the build, the tests
 * and the Worker's start alike). JSON rather than YAML so the Worker bundle imports it directly.
 */
export const PLANS: readonly Plan[] = plansSchema.parse(plansJson);

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
