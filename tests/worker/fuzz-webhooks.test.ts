import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { billingOf, deliver, eventRows, signed, subscribedUser } from './billing-helpers';

/**
 * Property-based fuzzing of the webhook with events signed by the test webhook secret, as a
 * provider (or someone holding its secret) could send them: every event type we read, built from a
 * well-formed object for a subscribed account with fields removed, replaced by random values or
 * added. Whatever arrives, the webhook never answers 5xx, never leaks a stack trace, answers every
 * 4xx with the error envelope, and a malformed event (400) records nothing and changes no plan.
 */

const TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'payment_method.attached',
  'payment_method.detached',
  'customer.updated',
  'charge.refunded',
] as const;

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', 'pro_monthly', 'gold_yearly', 'canceled', 'usd', '__proto__', 'javascript:alert(1)', 'x'.repeat(300), 1e300, -1),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('id', 'lookup_key', 'price', 'data', 'customer', 'card', 'last4', 'currency'), tie('v'), { maxKeys: 3 }),
  ),
})).v;

interface Account {
  userId: string;
  customer: string;
  subscription: string;
}

/** A well-formed object of each type, for the subscribed account, at unix time `t`. */
function template(type: (typeof TYPES)[number], a: Account, t: number): Record<string, unknown> {
  const item = { id: 'si_fuzz', price: { id: 'price_fuzz', lookup_key: 'pro_monthly' }, current_period_end: t + 30 * 86_400 };
  switch (type) {
    case 'checkout.session.completed':
      return { id: 'cs_fuzz', object: 'checkout.session', customer: a.customer, client_reference_id: a.userId };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: a.subscription,
        object: 'subscription',
        customer: a.customer,
        status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
        cancel_at_period_end: false,
        metadata: { user_id: a.userId },
        items: { object: 'list', data: [item] },
      };
    case 'payment_method.attached':
    case 'payment_method.detached':
      return {
        id: 'pm_fuzz',
        object: 'payment_method',
        customer: type === 'payment_method.attached' ? a.customer : null,
        metadata: {},
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099 },
      };
    case 'customer.updated':
      return { id: a.customer, object: 'customer', invoice_settings: { default_payment_method: 'pm_fuzz' } };
    default:
      return {
        id: 'in_fuzz',
        object: 'invoice',
        customer: a.customer,
        amount_due: 900,
        amount_paid: 900,
        currency: 'usd',
        status: 'paid',
        hosted_invoice_url: '/dev/checkout?invoice=in_fuzz',
        created: t,
      };
  }
}

/** One change to an object: a field removed, replaced or added, at the top or one level down. */
const mutation = fc.record({
  path: fc.array(
    fc.constantFrom(
      'items',
      'data',
      '0',
      'price',
      'lookup_key',
      'card',
      'invoice_settings',
      'id',
      'customer',
      'currency',
      'status',
      'client_reference_id',
      'cancel_at_period_end',
      'current_period_end',
      'amount_paid',
      'created',
      'last4',
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  change: fc.oneof(
    fc.constant({ remove: true as const }),
    value.map((v) => ({ remove: false as const, value: v })),
  ),
});

type Mutation = { path: string[]; change: { remove: true } | { remove: false; value: unknown } };

function mutate(object: Record<string, unknown>, m: Mutation) {
  let target: unknown = object;
  for (const key of m.path.slice(0, -1)) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, key)) return;
    target = (target as Record<string, unknown>)[key];
  }
  if (typeof target !== 'object' || target === null) return;
  const key = m.path.at(-1)!;
  if (m.change.remove) delete (target as Record<string, unknown>)[key];
  else Object.defineProperty(target, key, { value: m.change.value, enumerable: true, writable: true, configurable: true });
}

const STACK = /\bat [\w.<>$]+ \(|\.ts:\d+:\d+|node_modules|TypeError|ReferenceError/;

describe('fuzzing the billing webhook with signed events', () => {
  it(
    'never answers 5xx, answers 4xx with the envelope, and a malformed event records nothing and changes no plan',
    { timeout: 240_000 },
    async () => {
      const { id, cookie, customer, subscription } = await subscribedUser();
      const account: Account = { userId: id, customer, subscription };
      let malformed = 0;
      // Each refused event writes a log line; the answers are what this test reads.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TYPES),
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
          fc.option(value, { freq: 8 }),
          fc.integer({ min: 1, max: 600 }),
          async (type, mutations, previous, later) => {
            const t = Math.floor(Date.now() / 1000) + later;
            const object = template(type, account, t);
            for (const m of mutations) mutate(object, m);
            const event = {
              id: `evt_fuzz_${crypto.randomUUID()}`,
              object: 'event',
              type,
              created: t,
              data: previous === null ? { object } : { object, previous_attributes: previous },
            };
            const before = await billingOf(cookie);
            const { payload, signature } = await signed(event);
            const res = await deliver(payload, signature);
            const text = await res.text();
            expect(res.status, `${type}: ${payload}\n${text}`).toBeLessThan(500);
            expect(text).not.toMatch(STACK);
            if (res.status >= 400) {
              const envelope = JSON.parse(text) as { message: unknown; code: unknown };
              expect(typeof envelope.message).toBe('string');
              expect(typeof envelope.code).toBe('string');
            }
            if (res.status === 400) {
              malformed += 1;
              expect(await eventRows(event.id)).toBe(0);
              const after = await billingOf(cookie);
              expect(after.planInEffect, payload).toBe(before.planInEffect);
              expect(after.subscription, payload).toEqual(before.subscription);
            }
          },
        ),
        { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
      logged.mockRestore();
      // The generator does reach the malformed cases it is about.
      expect(malformed).toBeGreaterThan(25);
    },
  );
});
