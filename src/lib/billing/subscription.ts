import type { BillingInterval, PlanId } from './plans.ts';

/**
 * A subscription's life as far as our commands go: a pure state machine `(state, command) →
 * state` that checks subscribing, cancelling, reactivating and ending (account deletion) against
 * the mirrored state before anything is sent to the provider. What the provider then does (renew,
 * fail a payment, end a period) reaches us as its subscription object, whose status has one rule:
 * `statusFromProvider`.
 */
export type SubscriptionStatus = 'none' | 'active' | 'cancelling' | 'past_due' | 'cancelled';

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** The paid plan subscribed to (free while there is none). */
  plan: PlanId;
  interval: BillingInterval | null;
  /** Unix ms when the current period ends (renewal, or the end of a cancelling subscription). */
  currentPeriodEnd: number | null;
}

export type SubscriptionEvent =
  | { type: 'subscribed'; plan: Exclude<PlanId, 'free'>; interval: BillingInterval; periodEnd: number }
  | { type: 'cancel_requested' }
  | { type: 'reactivate_requested' }
  | { type: 'ended' };

export type Transition = { ok: true; state: SubscriptionState } | { ok: false; reason: string };

export const NO_SUBSCRIPTION: SubscriptionState = { status: 'none', plan: 'free', interval: null, currentPeriodEnd: null };

const refuse = (reason: string): Transition => ({ ok: false, reason });
const to = (state: SubscriptionState): Transition => ({ ok: true, state });

export function transition(state: SubscriptionState, event: SubscriptionEvent): Transition {
  const { status } = state;
  switch (event.type) {
    case 'subscribed':
      if (status !== 'none' && status !== 'cancelled')
        return refuse('There is already a subscription; change it instead of starting another.');
      return to({ status: 'active', plan: event.plan, interval: event.interval, currentPeriodEnd: event.periodEnd });
    case 'cancel_requested':
      if (status === 'none' || status === 'cancelled') return refuse('There is no paid subscription to cancel.');
      if (status === 'cancelling') return refuse('The subscription is already set to end.');
      return to({ ...state, status: 'cancelling' });
    case 'reactivate_requested':
      if (status !== 'cancelling')
        return refuse(
          status === 'cancelled'
            ? 'The subscription has ended; subscribe again instead.'
            : 'Only a subscription set to end can be reactivated.',
        );
      return to({ ...state, status: 'active' });
    case 'ended':
      if (status === 'none' || status === 'cancelled') return refuse('There is no subscription to end.');
      return to({ ...state, status: 'cancelled' });
  }
}

/**
 * The plan whose features the user has now. A past-due subscription keeps its plan while the
 * provider retries the payment; an ended one falls back to free.
 */
export function planInEffect(state: SubscriptionState): PlanId {
  return inForce(state.status) ? state.plan : 'free';
}

/** A subscription still in force: it renews, ends at the period's end, or waits on a failed payment. */
export const inForce = (status: SubscriptionStatus): boolean => status === 'active' || status === 'cancelling' || status === 'past_due';

/**
 * Our status for a Stripe subscription object's `status` and `cancel_at_period_end`. Unknown
 * statuses (the provider adds some over time) count as no subscription, which grants nothing.
 */
export function statusFromProvider(status: string, cancelAtPeriodEnd: boolean): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return cancelAtPeriodEnd ? 'cancelling' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return 'none';
  }
}

/**
 * Orders two mirrored states of one subscription stamped with the same time: provider events carry
 * whole seconds, so several can share one, and they arrive in any order. The state further along
 * wins, whatever arrives last: past due after active, set to end after either, ended after all
 * (an ended subscription never comes back). Ties on the rank go to the later period end.
 * The same numbers are stored with each mirrored row (migration 0033).
 */
export function statusRank(status: SubscriptionStatus): number {
  return { none: 0, active: 1, past_due: 2, cancelling: 3, cancelled: 4 }[status];
}
