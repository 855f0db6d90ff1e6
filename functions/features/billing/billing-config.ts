import type { Bindings } from '../../env';

/**
 * The signing secret of the local sandbox: development, `npm start` and the tests sign their
 * Stripe-shaped events with it, so the webhook's signature check runs exactly as in production.
 * Never accepted in production, where STRIPE_WEBHOOK_SECRET must be set.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_sandbox_agent_atlas';

export function webhookSecret(env: Bindings): string | null {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return env.APP_ENV === 'production' ? null : LOCAL_WEBHOOK_SECRET;
}
