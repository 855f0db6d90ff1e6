import type Stripe from 'stripe';
import { messages } from '../notifications/messages';
import { formatDate, formatMoney } from '../../../src/lib/format';
import type { NotificationDraft } from '../notifications/notifications.repo';
import { PLANS, planForLookupKey } from '../../../src/lib/billing/plans';
import { statusFromProvider } from '../../../src/lib/billing/subscription';
import {
  detachPaymentMethodStatement,
  linkCustomerStatement,
  setDefaultPaymentMethodStatement,
  upsertInvoiceStatement,
  upsertPaymentMethodStatement,
  upsertSubscriptionStatement,
  userExists,
  userForCustomer,
} from './billing.repo';

/** What to do with a verified event: the statements that apply it, or why it must wait or be ignored. */
/** A notification to send once the event's change is stored. */
export interface EventNotice {
  userId: string;
  draft: NotificationDraft;
}

export type EventPlan =
  | { kind: 'apply'; statements: D1PreparedStatement[]; notices?: EventNotice[] }
  | { kind: 'ignore'; reason: string }
  /** Not applicable yet (its customer is not linked to a user): answered non-2xx so the provider retries later. */
  | { kind: 'retry'; reason: string };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const ms = (seconds: number | null | undefined) => (typeof seconds === 'number' ? seconds * 1000 : null);

/** The user an object belongs to: the user id we put in its metadata, else the linked customer. */
async function ownerOf(db: D1Database, metadata: Stripe.Metadata | null | undefined, customer: string | null): Promise<string | null> {
  const fromMetadata = metadata?.user_id;
  if (fromMetadata && (await userExists(db, fromMetadata))) return fromMetadata;
  return customer ? userForCustomer(db, customer) : null;
}

/**
 * The mirror of a provider subscription object as of time `at` (unix ms), or null when it is not
 * for one of our prices. Used for webhook events and for the object a cancel or reactivate call
 * returns, so the page shows the change before the event arrives.
 */
export function subscriptionStatements(db: D1Database, sub: Stripe.Subscription, userId: string, at: number, now: number, deleted = false) {
  const item = sub.items.data[0];
  const priced = planForLookupKey(PLANS, item?.price.lookup_key);
  if (!priced) return null;
  const mirror = {
    userId,
    subscriptionId: sub.id,
    plan: priced.plan.id,
    interval: priced.interval,
    status: deleted ? ('cancelled' as const) : statusFromProvider(sub.status, sub.cancel_at_period_end),
    currentPeriodEnd: ms(item?.current_period_end),
    providerUpdatedAt: at,
  };
  return [upsertSubscriptionStatement(db, mirror, now)];
}

/** Turns a signature-checked provider event into changes to our mirror. */
export async function planEvent(db: D1Database, event: Stripe.Event, now: number): Promise<EventPlan> {
  const at = event.created * 1000;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const userId = session.client_reference_id;
      const customer = idOf(session.customer);
      if (!userId || !customer || !(await userExists(db, userId))) return { kind: 'ignore', reason: 'not a session this site started' };
      return { kind: 'apply', statements: [linkCustomerStatement(db, userId, customer, now)] };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const userId = await ownerOf(db, sub.metadata, idOf(sub.customer));
      if (!userId) return { kind: 'retry', reason: 'the subscription’s customer is not linked to a user yet' };
      const statements = subscriptionStatements(db, sub, userId, at, now, event.type === 'customer.subscription.deleted');
      if (!statements) return { kind: 'ignore', reason: 'a price this site does not sell' };
      // Cancelled by its owner (or at the provider): tell them when it ends.
      const previous = event.data.previous_attributes as { cancel_at_period_end?: boolean } | undefined;
      const priced = planForLookupKey(PLANS, sub.items.data[0]?.price.lookup_key);
      const end = ms(sub.items.data[0]?.current_period_end);
      const notices: EventNotice[] =
        event.type === 'customer.subscription.updated' &&
        sub.cancel_at_period_end &&
        previous?.cancel_at_period_end === false &&
        priced &&
        end
          ? [{ userId, draft: messages.subscriptionEnding(event.id, priced.plan.name, formatDate(end)) }]
          : [];
      return { kind: 'apply', statements, notices };
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided': {
      const invoice = event.data.object;
      const userId = await ownerOf(db, invoice.parent?.subscription_details?.metadata, idOf(invoice.customer));
      if (!userId) return { kind: 'retry', reason: 'the invoice’s customer is not linked to a user yet' };
      if (!invoice.id) return { kind: 'ignore', reason: 'a draft invoice' };
      const mirror = {
        id: invoice.id,
        userId,
        amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: invoice.status ?? 'open',
        hostedUrl: invoice.hosted_invoice_url ?? null,
        createdAt: invoice.created * 1000,
        providerUpdatedAt: at,
      };
      const amount = formatMoney(mirror.amountCents, mirror.currency);
      const notices: EventNotice[] =
        event.type === 'invoice.paid' && mirror.amountCents > 0
          ? [{ userId, draft: messages.paymentSucceeded(event.id, amount) }]
          : event.type === 'invoice.payment_failed'
            ? [{ userId, draft: messages.paymentFailed(event.id, amount) }]
            : [];
      return { kind: 'apply', statements: [upsertInvoiceStatement(db, mirror)], notices };
    }
    case 'payment_method.attached': {
      const method = event.data.object;
      const userId = await ownerOf(db, method.metadata, idOf(method.customer));
      if (!userId) return { kind: 'retry', reason: 'the card’s customer is not linked to a user yet' };
      if (!method.card) return { kind: 'ignore', reason: 'not a card' };
      const mirror = {
        id: method.id,
        userId,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
      return { kind: 'apply', statements: [upsertPaymentMethodStatement(db, mirror, now)] };
    }
    case 'payment_method.detached': {
      const method = event.data.object;
      // A detached method has no customer any more: the customer it had is in previous_attributes.
      const previous = (event.data.previous_attributes as { customer?: string } | undefined)?.customer ?? null;
      const userId = previous ? await userForCustomer(db, previous) : null;
      if (!userId) return { kind: 'ignore', reason: 'a card of no known user' };
      return { kind: 'apply', statements: [detachPaymentMethodStatement(db, method.id, userId, now)] };
    }
    case 'customer.updated': {
      const customer = event.data.object;
      const userId = await userForCustomer(db, customer.id);
      if (!userId) return { kind: 'ignore', reason: 'a customer of no known user' };
      const defaultId = idOf(customer.invoice_settings?.default_payment_method ?? null);
      return { kind: 'apply', statements: [setDefaultPaymentMethodStatement(db, userId, defaultId, at)] };
    }
    default:
      return { kind: 'ignore', reason: `${event.type} is not used` };
  }
}
