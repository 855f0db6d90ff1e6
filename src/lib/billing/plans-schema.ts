import plansJson from '../../../content/plans.json';
import { z } from 'zod';
import { PLAN_IDS, type Plan } from './plans';

// Zod probes for eval support on first use; under the site's CSP that probe is a reported
// violation wherever it runs in a browser. Jitless parsing avoids it.
z.config({ jitless: true });

const price = z.number().int().min(0).max(100_000);
const lookupKey = z.string().regex(/^[a-z0-9_]{3,64}$/);

/** One plan of content/plans.json. */
const planSchema = z.strictObject({
  id: z.enum(PLAN_IDS),
  name: z.string().min(1).max(40),
  description: z.string().min(1).max(200),
  prices: z.strictObject({ monthly: price, yearly: price }),
  lookupKeys: z.strictObject({ monthly: lookupKey, yearly: lookupKey }).optional(),
  mostPopular: z.boolean().optional(),
  features: z.array(z.string().min(1).max(160)).min(1).max(12),
  entitlements: z.strictObject({ certificates: z.boolean(), prioritySupport: z.boolean() }),
}) satisfies z.ZodType<Plan>;

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

/** Checks content/plans.json, throwing with every problem: a bad file stops the build, the tests and the Worker's start. */
export function checkPlansFile(): void {
  plansSchema.parse(plansJson);
}
