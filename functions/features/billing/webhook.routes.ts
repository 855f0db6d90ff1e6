import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { webhookSecret } from './billing-config';
import { providerFor } from './billing.service';
import { receiveEvent } from './receive-event';

/**
 * `POST /billing/webhook`: Stripe's deliveries. No session and no same-origin check (the provider
 * is not a browser on our site): the signature over the raw body is what authenticates it.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const secret = webhookSecret(c.env);
  if (!secret) throw new ApiError(503, 'webhook_not_configured', 'The webhook signing secret is not configured.');
  const receipt = await receiveEvent(c.env.DB, await c.req.text(), c.req.header('stripe-signature'), secret, c.get('now'), {
    notify: c.get('notify'),
    provider: () => providerFor(c),
  });
  return c.json({ received: true, ...receipt });
});
