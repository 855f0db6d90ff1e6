import { ApiError } from '../../../lib/errors';
import { chargeInvoice, periodAfter, type SandboxContext, type Subscription } from './objects';
import { deliver } from './provider';
import { objectsOf, writeObject } from './store';

/**
 * The development clock: moves the customer's live subscription to the end of its period. A
 * subscription set to end then ends; any other renews, with a paid invoice for the new period.
 */
export async function advanceToNextPeriod(ctx: SandboxContext, customerId: string) {
  const { db, now } = ctx;
  const live = (await objectsOf<Subscription>(db, customerId, 'subscription')).filter((s) => s.status !== 'canceled');
  const sub = live.at(-1);
  if (!sub) throw new ApiError(409, 'no_subscription', 'There is no subscription to move forward.');
  if (sub.cancel_at_period_end) {
    sub.status = 'canceled';
    await writeObject(db, 'subscription', sub, customerId, now);
    await deliver(ctx, 'customer.subscription.deleted', sub);
    return { ended: true };
  }
  const item = sub.items.data[0];
  const previous = { items: structuredClone(sub.items) };
  item.current_period_start = item.current_period_end;
  item.current_period_end = periodAfter(item.current_period_start, item.price.lookup_key);
  await writeObject(db, 'subscription', sub, customerId, now);
  await deliver(ctx, 'customer.subscription.updated', sub, previous);
  await deliver(ctx, 'invoice.paid', await chargeInvoice(ctx, sub));
  return { ended: false };
}
