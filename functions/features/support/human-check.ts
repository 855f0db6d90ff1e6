import type { Bindings } from '../../env';
import { LOCAL_HUMAN_CHECK_TOKEN } from '../../../src/lib/support/support';

/** Tells people from bots for forms visitors can send. */
export interface HumanCheck {
  verify(token: string, ip: string): Promise<boolean>;
}

/** Cloudflare's Turnstile verification endpoint (developers.cloudflare.com/turnstile, "Validate the token", checked 2026-11-25). */
const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Production: Cloudflare Turnstile, verified on the server with the secret key (siteverify). */
function turnstile(secret: string, fetchFn: typeof fetch): HumanCheck {
  return {
    async verify(token, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) });
      const res = await fetchFn(SITEVERIFY_URL, { method: 'POST', body });
      if (!res.ok) return false;
      return ((await res.json()) as { success?: boolean }).success === true;
    },
  };
}

/**
 * Development and tests: Turnstile's widget cannot load without the internet, so a local widget
 * gives a fixed token and this accepts exactly that token, behind the same interface.
 */
const localCheck: HumanCheck = { verify: async (token) => token === LOCAL_HUMAN_CHECK_TOKEN };

/** Turnstile when its secret is configured; the local stand-in outside production; none otherwise. */
export function humanCheckFor(env: Bindings, fetchFn: typeof fetch = fetch): HumanCheck | null {
  if (env.TURNSTILE_SECRET_KEY) return turnstile(env.TURNSTILE_SECRET_KEY, fetchFn);
  return env.APP_ENV === 'production' ? null : localCheck;
}
