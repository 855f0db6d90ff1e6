import type { PlanId } from '../../../src/lib/billing/plans';
import { NO_SUBSCRIPTION, planInEffect, type SubscriptionState } from '../../../src/lib/billing/subscription';
import type { BillingRows, SubscriptionRow } from './billing.repo';
import type { BillingView } from './billing.schemas';

/** A mirrored subscription row as the subscription state machine's state (none without a row). */
export const stateOf = (
  row: Pick<SubscriptionRow, 'status' | 'plan' | 'billing_interval' | 'current_period_end'> | null,
): SubscriptionState =>
  row
    ? {
        status: row.status,
        plan: row.plan as PlanId,
        interval: row.billing_interval as SubscriptionState['interval'],
        currentPeriodEnd: row.current_period_end,
      }
    : NO_SUBSCRIPTION;

/** The mirrored billing rows of an account as its billing page shows them. */
export function toBillingView(rows: BillingRows, provider: BillingView['provider']): BillingView {
  const sub = rows.subscription;
  const state = stateOf(sub);
  return {
    provider,
    planInEffect: planInEffect(state),
    subscription: sub
      ? { plan: state.plan, interval: state.interval, status: state.status, currentPeriodEnd: state.currentPeriodEnd }
      : null,
    paymentMethods: rows.paymentMethods.map((m) => ({
      id: m.id,
      brand: m.brand,
      last4: m.last4,
      expMonth: m.exp_month,
      expYear: m.exp_year,
      isDefault: m.is_default === 1,
    })),
    invoices: rows.invoices.map((i) => ({
      id: i.id,
      amountCents: i.amount_cents,
      amountRefundedCents: i.amount_refunded_cents,
      currency: i.currency,
      status: i.status,
      hostedUrl: i.hosted_url,
      createdAt: i.created_at,
    })),
  };
}
