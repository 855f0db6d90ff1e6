import type { Bindings } from '../../env';

/**
 * The signing secret of the local sandbox: development, `npm start` and the tests sign their
 * Stripe-shaped events with it, so the webhook's signature check runs exactly as in production.
 * Accepted only when APP_ENV is `development` or `test`: a staging or production deployment, or one
 * whose APP_ENV is missing, needs its own STRIPE_WEBHOOK_SECRET.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_sandbox_agent_atlas';

export function webhookSecret(env: Bindings): string | null {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return env.APP_ENV === 'development' || env.APP_ENV === 'test' ? LOCAL_WEBHOOK_SECRET : null;
}
