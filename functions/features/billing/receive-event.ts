import { ApiError } from '../../lib/errors';
import { insertRefundStatement } from './billing.repo';
import { eventSeen, recordEventStatement } from './billing-events.repo';
import type { BillingProvider } from './provider';
import { signatureHolds } from './stripe-client';
import { changesOf } from './event-changes';
import { eventEnvelope } from './event.schemas';
import { returnedSubscriptionStatements } from './subscription-mirror';
import { eventDedupeKey } from '../notifications/messages';
import { insertNotificationStatement } from '../notifications/notifications.repo';
import { deliverDue, type NotifyContext } from '../notifications/notify';

export type Receipt = { outcome: 'applied' | 'duplicate' | 'ignored'; type: string };

/** A signed body that is not JSON is not an event; nothing else is caught here. */
function jsonOrNothing(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(String(error));

/** What applying an event may need beyond the database. */
export interface EventEffects {
  /** How the event's notifications are sent (mail and push), once they are stored with it. */
  notify: NotifyContext;
  /** The provider, asked only when a second live subscription must be ended and refunded. */
  provider: () => BillingProvider;
}

/** One JSON line in the server log about an event we did not apply. */
const logEvent = (event: { id: string; type: string }, problem: string, details: object = {}) =>
  console.error(JSON.stringify({ billingEvent: event.id, type: event.type, problem, ...details }));

/**
 * Sends the event's notifications still due. A failure answers 503, so the provider delivers the
 * event again and that delivery sends them (the event itself is recorded and is not applied twice).
 */
async function deliverNotices(effects: EventEffects, event: { id: string; type: string }, outbox: string) {
  try {
    await deliverDue(effects.notify, outbox);
  } catch (error) {
    logEvent(event, 'notifications_not_sent', { error: String(error) });
    throw new ApiError(
      503,
      'notifications_pending',
      'The event is recorded, but its notifications could not all be sent. Deliver it again.',
    );
  }
}

/**
 * Applies one webhook delivery: the signature first (400 when it does not match or is too old),
 * then the event id once — it is stored in the same D1 batch as the change it makes, so a retried,
 * duplicated or concurrent delivery changes nothing. An event whose owner is not known yet is
 * answered 409 without being recorded, so the provider delivers it again later; one whose fields
 * are missing or of the wrong kind answers 400 with a log line and is not applied. A subscription
 * that goes live beside another live one of the account is ended and refunded through the provider
 * before the event is recorded (a failure there leaves the event unrecorded, so it is delivered
 * again). Used by the webhook route and by the local sandbox, which signs its events with the
 * local secret.
 */
export async function receiveEvent(
  db: D1Database,
  payload: string,
  signature: string | undefined,
  secret: string,
  now: number,
  effects: EventEffects,
): Promise<Receipt> {
  if (!signature) throw new ApiError(400, 'signature_missing', 'The Stripe-Signature header is missing.');
  if (!(await signatureHolds(payload, signature, secret, now))) {
    throw new ApiError(400, 'signature_invalid', 'The webhook signature does not match, or the delivery is too old.');
  }
  const parsed = eventEnvelope.safeParse(jsonOrNothing(payload));
  if (!parsed.success) throw new ApiError(400, 'not_an_event', 'The body is not a Stripe event.');
  const event = parsed.data;
  const outbox = eventDedupeKey(event.id);
  if (await eventSeen(db, event.id)) {
    // An earlier delivery stored the change; what it could not send is sent now.
    await deliverNotices(effects, event, outbox);
    return { outcome: 'duplicate', type: event.type };
  }
  const plan = await changesOf(db, event, now);
  if (plan.kind === 'malformed') {
    logEvent(event, 'malformed_event', { issues: plan.issues });
    throw new ApiError(400, 'malformed_event', 'The event lacks a field its type needs, or has one of the wrong kind.', plan.issues);
  }
  if (plan.kind === 'retry') throw new ApiError(409, 'event_not_ready', `Not applied yet: ${plan.reason}. Deliver it again later.`);
  if (plan.kind === 'ignore' && plan.log) logEvent(event, plan.reason);
  const statements = plan.kind === 'apply' ? [...plan.statements] : [];
  if (plan.kind === 'apply' && plan.second) {
    // One live subscription per account: this one is the second. End it and refund its payment.
    const { userId, subscriptionId } = plan.second;
    logEvent(event, 'second_subscription', { subscription: subscriptionId });
    const ended = await effects.provider().cancelAndRefund(subscriptionId, `second-subscription:${subscriptionId}`);
    statements.push(...returnedSubscriptionStatements(db, ended.subscription, userId, event.created * 1000, now, true));
    for (const refund of ended.refunds) statements.push(insertRefundStatement(db, { ...refund, userId, subscriptionId }, now));
  }
  // The event's notifications are stored with it, due for sending: recorded and notified together.
  for (const notice of plan.kind === 'apply' ? (plan.notices ?? []) : []) {
    statements.push(insertNotificationStatement(db, notice.userId, { ...notice.draft, dedupeKey: outbox }, now, true));
  }
  const record = recordEventStatement(db, { id: event.id, type: event.type, createdAt: event.created * 1000, now });
  try {
    await db.batch([record, ...statements]);
  } catch (error) {
    // A concurrent delivery of the same event won the race; its batch made the change.
    if (isUniqueViolation(error) && (await eventSeen(db, event.id))) return { outcome: 'duplicate', type: event.type };
    throw error;
  }
  await deliverNotices(effects, event, outbox);
  return { outcome: plan.kind === 'apply' ? 'applied' : 'ignored', type: event.type };
}
