import { formatDate, formatMoney } from '../../../src/lib/format';
import type { Plan } from '../../../src/lib/billing/plans';
import { messages } from '../notifications/messages';
import type { NotificationDraft } from '../notifications/notifications.repo';
import type { ProviderEvent, SubscriptionObject } from './event.schemas';
import { ms } from './subscription-mirror';

/** A notification an event sends, stored with the event's change (docs/billing.md, notifications). */
export interface EventNotice {
  userId: string;
  draft: NotificationDraft;
}

/**
 * Who hears about a subscription event: its owner, when they (or someone at the provider) set it
 * to end, with the date it ends. Nothing else about a subscription notifies.
 */
export function subscriptionNotices(
  event: Pick<ProviderEvent, 'id' | 'type'>,
  sub: SubscriptionObject,
  wasCancelling: boolean | undefined,
  plan: Plan,
  userId: string,
): EventNotice[] {
  const end = ms(sub.items.data[0].current_period_end);
  const cancelledNow = event.type === 'customer.subscription.updated' && sub.cancel_at_period_end && wasCancelling === false;
  return cancelledNow && end ? [{ userId, draft: messages.subscriptionEnding(event.id, plan.name, formatDate(end)) }] : [];
}

/** Who hears about an invoice event: its owner, of a payment received (above zero) or failed. */
export function invoiceNotices(
  event: Pick<ProviderEvent, 'id' | 'type'>,
  userId: string,
  amountCents: number,
  currency: string,
): EventNotice[] {
  const amount = formatMoney(amountCents, currency);
  if (event.type === 'invoice.paid' && amountCents > 0) return [{ userId, draft: messages.paymentSucceeded(event.id, amount) }];
  if (event.type === 'invoice.payment_failed') return [{ userId, draft: messages.paymentFailed(event.id, amount) }];
  return [];
}
