import { LOCAL_WEBHOOK_SECRET } from '../billing-config';
import { signPayload } from '../stripe-client';
import { sandboxId } from './store';

/**
 * A Stripe-shaped event about a sandbox object, signed with the local webhook secret as Stripe
 * signs its deliveries, so the webhook's own code checks and applies it.
 */
export async function signedSandboxEvent(now: number, type: string, object: object, previous?: object) {
  const event = {
    id: sandboxId('evt'),
    object: 'event',
    api_version: null,
    created: Math.floor(now / 1000),
    livemode: false,
    type,
    data: previous ? { object, previous_attributes: previous } : { object },
  };
  const payload = JSON.stringify(event);
  return { payload, signature: await signPayload(payload, LOCAL_WEBHOOK_SECRET, now), secret: LOCAL_WEBHOOK_SECRET };
}
