import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { clientIp, countHit, refundHits, tooManyAttempts, type CountedHit } from '../../lib/rate-limit';
import { AUTH_LIMITS } from './auth-limits';

/**
 * Sign-in limits count failures, not sign-ins. Every attempt is counted before the password is
 * checked (one atomic upsert each, so a burst of concurrent guesses cannot slip past a limit) and
 * taken back when it succeeds.
 *
 * - per address: 30 failures in 15 minutes;
 * - per email and address: 5 failures in 15 minutes;
 * - per email from all addresses: once 10 failures are counted, each address gets a single try
 *   for that email per window. This is back-off, not a lock: the owner signing in from an address
 *   that has not failed still gets the password checked, however many guesses others made.
 */
export async function countSignInAttempt(c: Context<AppEnv>) {
  const db = c.env.DB;
  const now = c.get('now');
  const ip = clientIp(c);
  const perIp = await countHit(db, AUTH_LIMITS.loginFailuresPerIp, ip, now);
  if (perIp.hits > AUTH_LIMITS.loginFailuresPerIp.max) throw tooManyAttempts(perIp.retryAfter);
  const counted: CountedHit[] = [perIp];

  return {
    /** Counts the attempt against the email; refuses when its limits are spent. */
    async forEmail(email: string) {
      const perEmail = await countHit(db, AUTH_LIMITS.loginFailuresPerEmail, email, now);
      const perPair = await countHit(db, AUTH_LIMITS.loginFailuresPerEmailAndIp, `${email}\n${ip}`, now);
      counted.push(perEmail, perPair);
      const underAttack = perEmail.hits > AUTH_LIMITS.loginFailuresPerEmail.max;
      const allowed = underAttack ? 1 : AUTH_LIMITS.loginFailuresPerEmailAndIp.max;
      if (perPair.hits > allowed) throw tooManyAttempts(underAttack ? perEmail.retryAfter : perPair.retryAfter);
    },
    /** The attempt succeeded: it no longer counts against any limit. */
    succeeded: () => refundHits(db, counted),
  };
}
