import type Stripe from 'stripe';
import { PLANS, planForLookupKey } from '../../../../src/lib/billing/plans';
import type { NotifyContext } from '../../notifications/notify';
import { sandboxId, writeObject } from './store';

// The sandbox's Stripe-shaped objects: only the fields our webhook reads are filled in.

/** What every sandbox operation works with: the database, the request's clock and how it notifies. */
export interface SandboxContext {
  db: D1Database;
  now: number;
  notify: NotifyContext;
}

export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'setup';
  customer: string;
  client_reference_id: string;
  lookup_key: string | null;
  /** `expired`: a newer checkout of the same customer replaced it (one live subscription per account). */
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
}

export type Subscription = Pick<Stripe.Subscription, 'id' | 'object' | 'customer' | 'status' | 'cancel_at_period_end' | 'metadata'> & {
  items: {
    object: 'list';
    /** A sandbox subscription has exactly one item: one plan at one interval. */
    data: [{ id: string; price: { id: string; lookup_key: string }; current_period_start: number; current_period_end: number }];
  };
};

export type Invoice = {
  id: string;
  object: 'invoice';
  customer: string;
  amount_due: number;
  amount_paid: number;
  /** Sandbox bookkeeping: what was refunded of this payment. */
  amount_refunded?: number;
  currency: string;
  status: string;
  created: number;
  hosted_invoice_url: string;
  description: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Stripe.Metadata } };
};

export type Customer = {
  id: string;
  object: 'customer';
  email: string;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
};

const DAY_SECONDS = 86_400;
export const seconds = (ms: number) => Math.floor(ms / 1000);

/** When a period that starts at `start` (unix seconds) ends: a month (30 days) or a year. */
export function periodAfter(start: number, lookupKey: string) {
  const interval = planForLookupKey(PLANS, lookupKey)?.interval ?? 'monthly';
  return start + (interval === 'yearly' ? 365 : 30) * DAY_SECONDS;
}

const day = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** Charges the subscription's current period: a paid invoice (test cards always pay). */
export async function chargeInvoice({ db, now }: SandboxContext, sub: Subscription): Promise<Invoice> {
  const item = sub.items.data[0];
  const priced = planForLookupKey(PLANS, item.price.lookup_key);
  if (!priced) throw new Error(`The sandbox subscription ${sub.id} has a price of no plan.`);
  const amount = priced.plan.prices[priced.interval] * 100;
  const id = sandboxId('in');
  const invoice: Invoice = {
    id,
    object: 'invoice',
    customer: sub.customer as string,
    amount_due: amount,
    amount_paid: amount,
    currency: 'usd',
    status: 'paid',
    created: seconds(now),
    hosted_invoice_url: `/dev/checkout?invoice=${id}`,
    description: `${priced.plan.name} (${priced.interval}) — ${day(item.current_period_start)} to ${day(item.current_period_end)}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  };
  await writeObject(db, 'invoice', invoice, sub.customer as string, now);
  return invoice;
}
