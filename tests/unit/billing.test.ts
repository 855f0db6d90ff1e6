import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PLANS, planForLookupKey } from '../../src/lib/billing/plans';
import { plansSchema } from '../../src/lib/billing/plans-schema';
import {
  NO_SUBSCRIPTION,
  planInEffect,
  statusFromProvider,
  statusRank,
  transition,
  type SubscriptionEvent,
  type SubscriptionState,
  type SubscriptionStatus,
} from '../../src/lib/billing/subscription';

const at = (status: SubscriptionStatus): SubscriptionState =>
  status === 'none' ? NO_SUBSCRIPTION : { status, plan: 'pro', interval: 'monthly', currentPeriodEnd: 1_000 };

const EVENTS: SubscriptionEvent[] = [
  { type: 'subscribed', plan: 'pro', interval: 'monthly', periodEnd: 2_000 },
  { type: 'cancel_requested' },
  { type: 'reactivate_requested' },
  { type: 'ended' },
];
const STATUSES: SubscriptionStatus[] = ['none', 'active', 'cancelling', 'past_due', 'cancelled'];

/** Every legal transition: from status, on event type, to status. Everything else is refused. */
const LEGAL: Record<string, SubscriptionStatus> = {
  'none subscribed': 'active',
  'cancelled subscribed': 'active',
  'active cancel_requested': 'cancelling',
  'past_due cancel_requested': 'cancelling',
  'cancelling reactivate_requested': 'active',
  'active ended': 'cancelled',
  'cancelling ended': 'cancelled',
  'past_due ended': 'cancelled',
};

describe('subscription state machine', () => {
  for (const status of STATUSES) {
    for (const event of EVENTS) {
      const key = `${status} ${event.type}`;
      const expected = LEGAL[key];
      it(`${key} → ${expected ?? 'refused'}`, () => {
        const result = transition(at(status), event);
        if (expected) {
          expect(result.ok).toBe(true);
          if (result.ok) expect(result.state.status).toBe(expected);
        } else {
          expect(result).toEqual({ ok: false, reason: expect.any(String) });
        }
      });
    }
  }

  it('subscribing records the plan, interval and period', () => {
    const sub = transition(NO_SUBSCRIPTION, { type: 'subscribed', plan: 'enterprise', interval: 'yearly', periodEnd: 5 });
    expect(sub).toEqual({ ok: true, state: { status: 'active', plan: 'enterprise', interval: 'yearly', currentPeriodEnd: 5 } });
  });

  it('grants the plan while active, cancelling or past due, and free otherwise', () => {
    expect(STATUSES.map((s) => planInEffect(at(s)))).toEqual(['free', 'pro', 'pro', 'pro', 'free']);
  });

  it('maps the provider statuses onto ours, unknown ones granting nothing', () => {
    expect(statusFromProvider('active', false)).toBe('active');
    expect(statusFromProvider('trialing', true)).toBe('cancelling');
    expect(statusFromProvider('unpaid', false)).toBe('past_due');
    expect(statusFromProvider('canceled', false)).toBe('cancelled');
    expect(statusFromProvider('incomplete', false)).toBe('none');
    expect(statusFromProvider('something_new', false)).toBe('none');
  });
});

describe('ordering states of the same second', () => {
  it('ranks a state further along higher, and an ended subscription highest', () => {
    const order = (['none', 'active', 'past_due', 'cancelling', 'cancelled'] as const).map(statusRank);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('plans', () => {
  it('ships Free, Pro (most popular) and Enterprise with monthly and yearly prices', () => {
    expect(PLANS.map((p) => p.id)).toEqual(['free', 'pro', 'enterprise']);
    expect(PLANS.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['pro']);
    expect(PLANS.find((p) => p.id === 'enterprise')?.entitlements).toEqual({ certificates: true, prioritySupport: true });
    expect(planForLookupKey(PLANS, 'pro_yearly')).toMatchObject({ plan: { id: 'pro' }, interval: 'yearly' });
    expect(planForLookupKey(PLANS, 'nope')).toBeNull();
  });

  it('a price without a lookup key is no plan at all, not the free plan', () => {
    expect(planForLookupKey(PLANS, undefined)).toBeNull();
    expect(planForLookupKey(PLANS, null)).toBeNull();
    expect(planForLookupKey(PLANS, '')).toBeNull();
  });

  it('refuses a plans file that breaks the rules', () => {
    const plans = JSON.parse(readFileSync('content/plans.json', 'utf8'));
    const broken = (change: (p: typeof plans) => void) => {
      const copy = structuredClone(plans);
      change(copy);
      return plansSchema.safeParse(copy).success;
    };
    expect(broken(() => undefined)).toBe(true);
    expect(broken((p) => (p[2].mostPopular = true))).toBe(false);
    expect(broken((p) => (p[1].prices.yearly = 200))).toBe(false);
    expect(broken((p) => (p[2].lookupKeys.monthly = 'pro_monthly'))).toBe(false);
    expect(broken((p) => (p[0].prices.monthly = 5))).toBe(false);
    expect(broken((p) => p.reverse())).toBe(false);
    expect(broken((p) => (p[1].surprise = true))).toBe(false);
  });
});
