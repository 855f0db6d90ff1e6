import type { z } from 'zod';
import type { Issue } from '../../lib/errors';
import { toIssues } from '../../lib/json-body';
import { NO_SUBSCRIPTION, planInEffect, statusFromProvider } from '../../../src/lib/billing/subscription';
import {
  detachPaymentMethodStatement,
  linkCustomerStatement,
  otherLiveSubscription,
  setDefaultPaymentMethodStatement,
  upsertInvoiceStatement,
  upsertPaymentMethodStatement,
  userExists,
  userForCustomer,
} from './billing.repo';
import {
  attachedPaymentMethodObject,
  checkoutSessionObject,
  customerObject,
  detachedPaymentMethodChanges,
  detachedPaymentMethodObject,
  invoiceObject,
  refId,
  subscriptionChanges,
  subscriptionObject,
  type ProviderEvent,
} from './event.schemas';
import { invoiceNotices, subscriptionNotices, type EventNotice } from './event-notices';
import { pricedOf, subscriptionStatements } from './subscription-mirror';

// What a provider event changes in our mirror: one case per event type we read, each validated
// with its schema first. Who is told about a change is event-notices.ts's to decide.

/** What to do with a verified event: the statements that apply it, or why it must wait or be ignored. */
export type EventChanges =
  | {
      kind: 'apply';
      statements: D1PreparedStatement[];
      notices?: EventNotice[];
      /** A second live subscription of the account: to be ended and refunded before the event is recorded. */
      second?: { userId: string; subscriptionId: string };
    }
  /** `log`: worth a line in the server log (a price we do not sell). */
  | { kind: 'ignore'; reason: string; log?: boolean }
  /** Not applicable yet (its customer is not linked to a user): answered non-2xx so the provider retries later. */
  | { kind: 'retry'; reason: string }
  /** A field the event type is read for is missing or of the wrong kind: answered 400, nothing applied. */
  | { kind: 'malformed'; issues: Issue[] };

/** Reads an event's object (and its previous attributes) with the schema of its type. */
function parsed<T extends z.ZodType>(
  schema: T,
  value: unknown,
  path: string,
): { ok: true; data: z.infer<T> } | { ok: false; issues: Issue[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, issues: toIssues(result.error).map((i) => ({ ...i, path: i.path ? `${path}.${i.path}` : path })) };
}

/** The user an object belongs to: the user id we put in its metadata, else the linked customer. */
async function ownerOf(
  db: D1Database,
  metadata: Record<string, string> | null | undefined,
  customer: string | null,
): Promise<string | null> {
  const fromMetadata = metadata?.user_id;
  if (fromMetadata && (await userExists(db, fromMetadata))) return fromMetadata;
  return customer ? userForCustomer(db, customer) : null;
}

/** Turns a signature-checked provider event into changes to our mirror (and the notices they send). */
export async function changesOf(db: D1Database, event: ProviderEvent, now: number): Promise<EventChanges> {
  const at = event.created * 1000;
  const previousAttributes = event.data.previous_attributes;
  switch (event.type) {
    case 'checkout.session.completed': {
      const read = parsed(checkoutSessionObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const userId = read.data.client_reference_id;
      const customer = refId(read.data.customer);
      if (!userId || !customer || !(await userExists(db, userId))) return { kind: 'ignore', reason: 'not a session this site started' };
      return { kind: 'apply', statements: [linkCustomerStatement(db, userId, customer, now)] };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const read = parsed(subscriptionObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const changes = parsed(subscriptionChanges, previousAttributes, 'data.previous_attributes');
      if (!changes.ok) return { kind: 'malformed', issues: changes.issues };
      const sub = read.data;
      const priced = pricedOf(sub);
      // A price without one of our lookup keys grants nothing and changes nothing.
      if (!priced) return { kind: 'ignore', reason: 'a price this site does not sell', log: true };
      const userId = await ownerOf(db, sub.metadata, refId(sub.customer));
      if (!userId) return { kind: 'retry', reason: 'the subscription’s customer is not linked to a user yet' };
      const deleted = event.type === 'customer.subscription.deleted';
      const statements = subscriptionStatements(db, sub, userId, at, now, deleted);
      // One live subscription per account: one that goes live beside another is the second.
      const live =
        !deleted &&
        planInEffect({ ...NO_SUBSCRIPTION, plan: priced.plan.id, status: statusFromProvider(sub.status, sub.cancel_at_period_end) }) !==
          'free';
      const second = live && (await otherLiveSubscription(db, userId, sub.id)) ? { userId, subscriptionId: sub.id } : undefined;
      const notices = subscriptionNotices(event, sub, changes.data?.cancel_at_period_end, priced.plan, userId);
      return { kind: 'apply', statements, notices, second };
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided': {
      const read = parsed(invoiceObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const invoice = read.data;
      const userId = await ownerOf(db, invoice.parent?.subscription_details?.metadata, refId(invoice.customer));
      if (!userId) return { kind: 'retry', reason: 'the invoice’s customer is not linked to a user yet' };
      if (!invoice.id) return { kind: 'ignore', reason: 'a draft invoice' };
      const mirror = {
        id: invoice.id,
        userId,
        amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency.toLowerCase(),
        status: invoice.status ?? 'open',
        hostedUrl: invoice.hosted_invoice_url ?? null,
        createdAt: invoice.created * 1000,
        providerUpdatedAt: at,
      };
      const notices = invoiceNotices(event, userId, mirror.amountCents, mirror.currency);
      return { kind: 'apply', statements: [upsertInvoiceStatement(db, mirror)], notices };
    }
    case 'payment_method.attached': {
      const read = parsed(attachedPaymentMethodObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const method = read.data;
      const userId = await ownerOf(db, method.metadata, refId(method.customer));
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
      const read = parsed(detachedPaymentMethodObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const changes = parsed(detachedPaymentMethodChanges, previousAttributes, 'data.previous_attributes');
      if (!changes.ok) return { kind: 'malformed', issues: changes.issues };
      // A detached method has no customer any more: the customer it had is in previous_attributes.
      const previous = changes.data?.customer ?? null;
      const userId = previous ? await userForCustomer(db, previous) : null;
      if (!userId) return { kind: 'ignore', reason: 'a card of no known user' };
      return { kind: 'apply', statements: [detachPaymentMethodStatement(db, read.data.id, userId, now)] };
    }
    case 'customer.updated': {
      const read = parsed(customerObject, event.data.object, 'data.object');
      if (!read.ok) return { kind: 'malformed', issues: read.issues };
      const customer = read.data;
      const userId = await userForCustomer(db, customer.id);
      if (!userId) return { kind: 'ignore', reason: 'a customer of no known user' };
      const defaultId = refId(customer.invoice_settings?.default_payment_method);
      return { kind: 'apply', statements: [setDefaultPaymentMethodStatement(db, userId, defaultId, at)] };
    }
    default:
      return { kind: 'ignore', reason: `${event.type} is not used` };
  }
}
