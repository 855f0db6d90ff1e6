import { firstOf, rowsOf } from '../../lib/d1';
import { statusRank, type SubscriptionStatus } from '../../../src/lib/billing/subscription';

/** The user a provider customer belongs to, if we know it. */
export async function userForCustomer(db: D1Database, customerId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT user_id FROM billing_customers WHERE provider_customer_id = ?')
    .bind(customerId)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export async function userExists(db: D1Database, userId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM users WHERE id = ?').bind(userId).first()) !== null;
}

export const linkCustomerStatement = (db: D1Database, userId: string, customerId: string, now: number) =>
  db
    .prepare('INSERT INTO billing_customers (user_id, provider_customer_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, customerId, now);

export interface SubscriptionMirror {
  userId: string;
  subscriptionId: string;
  plan: string;
  interval: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: number | null;
  /** The change's time: an older one never overwrites a newer one (deliveries can arrive out of order). */
  providerUpdatedAt: number;
}

/** The statuses that grant a paid plan; an account has at most one subscription in one of them. */
const LIVE = "('active', 'cancelling', 'past_due')";

/**
 * Mirrors one provider subscription, by its own id. A change applies when it is newer: a later
 * time, or the same time (whole seconds) and a state further along (`statusRank`), then a later
 * period end. An ended subscription is final: nothing brings its row back to life, and its end
 * applies whatever its time.
 */
export const upsertSubscriptionStatement = (db: D1Database, s: SubscriptionMirror, now: number) =>
  db
    .prepare(
      `INSERT INTO billing_subscriptions
         (provider_subscription_id, user_id, plan, billing_interval, status, current_period_end, provider_updated_at, status_rank,
          created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (provider_subscription_id) DO UPDATE SET
         plan = excluded.plan, billing_interval = excluded.billing_interval, status = excluded.status,
         current_period_end = excluded.current_period_end, provider_updated_at = excluded.provider_updated_at,
         status_rank = excluded.status_rank, updated_at = excluded.updated_at
       WHERE billing_subscriptions.user_id = excluded.user_id AND billing_subscriptions.status <> 'cancelled' AND (
         excluded.status = 'cancelled'
         OR (excluded.provider_updated_at, excluded.status_rank, coalesce(excluded.current_period_end, 0))
            >= (billing_subscriptions.provider_updated_at, billing_subscriptions.status_rank, coalesce(billing_subscriptions.current_period_end, 0)))`,
    )
    .bind(
      s.subscriptionId,
      s.userId,
      s.plan,
      s.interval,
      s.status,
      s.currentPeriodEnd,
      s.providerUpdatedAt,
      statusRank(s.status),
      now,
      now,
    );

/** Whether the user has a live subscription other than this one (the rule of one live subscription). */
export async function otherLiveSubscription(db: D1Database, userId: string, subscriptionId: string): Promise<boolean> {
  return (
    (await db
      .prepare(`SELECT 1 FROM billing_subscriptions WHERE user_id = ? AND provider_subscription_id <> ? AND status IN ${LIVE}`)
      .bind(userId, subscriptionId)
      .first()) !== null
  );
}

export interface RefundMirror {
  id: string;
  userId: string;
  subscriptionId: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
}

export const insertRefundStatement = (db: D1Database, r: RefundMirror, now: number) =>
  db
    .prepare(
      `INSERT INTO billing_refunds (id, user_id, provider_subscription_id, invoice_id, amount_cents, currency, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(r.id, r.userId, r.subscriptionId, r.invoiceId, r.amountCents, r.currency, now);

export interface InvoiceMirror {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  status: string;
  hostedUrl: string | null;
  createdAt: number;
  providerUpdatedAt: number;
}

export const upsertInvoiceStatement = (db: D1Database, i: InvoiceMirror) =>
  db
    .prepare(
      `INSERT INTO billing_invoices (id, user_id, amount_cents, currency, status, hosted_url, created_at, provider_updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET amount_cents = excluded.amount_cents, status = excluded.status,
         hosted_url = excluded.hosted_url, provider_updated_at = excluded.provider_updated_at
       WHERE excluded.provider_updated_at >= billing_invoices.provider_updated_at AND billing_invoices.user_id = excluded.user_id`,
    )
    .bind(i.id, i.userId, i.amountCents, i.currency, i.status, i.hostedUrl, i.createdAt, i.providerUpdatedAt);

export interface PaymentMethodMirror {
  id: string;
  userId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const upsertPaymentMethodStatement = (db: D1Database, m: PaymentMethodMirror, now: number) =>
  db
    .prepare(
      `INSERT INTO billing_payment_methods (id, user_id, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET brand = excluded.brand, last4 = excluded.last4, exp_month = excluded.exp_month,
         exp_year = excluded.exp_year
       WHERE billing_payment_methods.user_id = excluded.user_id AND billing_payment_methods.detached_at IS NULL`,
    )
    .bind(m.id, m.userId, m.brand, m.last4, m.expMonth, m.expYear, now);

/**
 * Marks a card removed. When its "attached" event has not arrived yet (deliveries can come out of
 * order), a placeholder row records the removal so that event cannot add the card later.
 */
export const detachPaymentMethodStatement = (db: D1Database, id: string, userId: string, now: number) =>
  db
    .prepare(
      `INSERT INTO billing_payment_methods (id, user_id, brand, last4, exp_month, exp_year, created_at, detached_at)
       VALUES (?, ?, '', '', 0, 0, ?, ?)
       ON CONFLICT (id) DO UPDATE SET detached_at = excluded.detached_at WHERE billing_payment_methods.user_id = excluded.user_id`,
    )
    .bind(id, userId, now, now);

/** Sets the user's default card as of time `at` (unix ms); an older change never overwrites a newer one. */
export const setDefaultPaymentMethodStatement = (db: D1Database, userId: string, id: string | null, at: number) =>
  db
    .prepare('UPDATE billing_customers SET default_payment_method_id = ?, default_set_at = ? WHERE user_id = ? AND default_set_at <= ?')
    .bind(id, at, userId, at);

export interface BillingRows {
  subscription: {
    plan: string;
    billing_interval: string | null;
    status: SubscriptionStatus;
    current_period_end: number | null;
  } | null;
  paymentMethods: { id: string; brand: string; last4: string; exp_month: number; exp_year: number; is_default: number }[];
  invoices: {
    id: string;
    amount_cents: number;
    amount_refunded_cents: number;
    currency: string;
    status: string;
    hosted_url: string | null;
    created_at: number;
  }[];
}

/** The account's subscription: the live one, else the one mirrored last. */
const CURRENT_SUBSCRIPTION = `FROM billing_subscriptions WHERE user_id = ?
  ORDER BY status IN ${LIVE} DESC, created_at DESC, provider_subscription_id DESC LIMIT 1`;

/** Everything the billing page shows, from our tables in one batch (never from the provider). */
export async function readBilling(db: D1Database, userId: string, invoiceLimit = 24): Promise<BillingRows> {
  const [subscription, methods, invoices] = await db.batch<unknown>([
    db.prepare(`SELECT plan, billing_interval, status, current_period_end ${CURRENT_SUBSCRIPTION}`).bind(userId),
    db
      .prepare(
        `SELECT m.id, m.brand, m.last4, m.exp_month, m.exp_year, (m.id IS c.default_payment_method_id) AS is_default
         FROM billing_payment_methods m LEFT JOIN billing_customers c ON c.user_id = m.user_id
         WHERE m.user_id = ? AND m.detached_at IS NULL ORDER BY m.created_at, m.id`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT i.id, i.amount_cents, i.currency, i.status, i.hosted_url, i.created_at,
           coalesce((SELECT sum(r.amount_cents) FROM billing_refunds r WHERE r.invoice_id = i.id AND r.user_id = i.user_id), 0)
             AS amount_refunded_cents
         FROM billing_invoices i WHERE i.user_id = ? ORDER BY i.created_at DESC LIMIT ?`,
      )
      .bind(userId, invoiceLimit),
  ]);
  return {
    subscription: firstOf<NonNullable<BillingRows['subscription']>>(subscription),
    paymentMethods: rowsOf<BillingRows['paymentMethods'][number]>(methods),
    invoices: rowsOf<BillingRows['invoices'][number]>(invoices),
  };
}

export interface SubscriptionRow {
  provider_subscription_id: string;
  plan: string;
  billing_interval: string | null;
  status: SubscriptionStatus;
  current_period_end: number | null;
  provider_updated_at: number;
}

/** The user's subscription: the live one, else the latest (ended ones stay, one row each). */
export const readSubscription = (db: D1Database, userId: string) =>
  db
    .prepare(
      `SELECT provider_subscription_id, plan, billing_interval, status, current_period_end, provider_updated_at ${CURRENT_SUBSCRIPTION}`,
    )
    .bind(userId)
    .first<SubscriptionRow>();

export async function customerOf(db: D1Database, userId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT provider_customer_id FROM billing_customers WHERE user_id = ?')
    .bind(userId)
    .first<{ provider_customer_id: string }>();
  return row?.provider_customer_id ?? null;
}

/** Whether a payment method is one of this user's (someone else's answers like a missing one). */
export async function ownsPaymentMethod(db: D1Database, userId: string, id: string): Promise<boolean> {
  return (
    (await db
      .prepare('SELECT 1 FROM billing_payment_methods WHERE id = ? AND user_id = ? AND detached_at IS NULL')
      .bind(id, userId)
      .first()) !== null
  );
}
