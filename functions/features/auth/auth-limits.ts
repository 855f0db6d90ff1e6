import type { RateLimit } from '../../lib/rate-limit';

/**
 * Rate limits of the account routes. Per-IP limits slow down spraying from one address; per-email
 * limits protect one account from many addresses. Both apply whether or not the account exists,
 * so a 429 reveals nothing about it.
 */
export const AUTH_LIMITS = {
  loginPerIp: { name: 'login:ip', max: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { name: 'login:email', max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register:ip', max: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { name: 'register:email', max: 3, windowSeconds: 60 * 60 },
  forgotPerIp: { name: 'forgot:ip', max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { name: 'forgot:email', max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset:ip', max: 10, windowSeconds: 15 * 60 },
  /** Password re-entry on settings (change password, delete account). */
  reauthPerUser: { name: 'reauth:user', max: 10, windowSeconds: 15 * 60 },
  resendPerUser: { name: 'resend:user', max: 3, windowSeconds: 60 * 60 },
  /** Emailed tokens are 160-bit, so guessing is hopeless; this bounds the database work. */
  verifyPerIp: { name: 'verify:ip', max: 30, windowSeconds: 15 * 60 },
  /** Each callback costs a token exchange and a profile fetch at the provider. */
  oauthCallbackPerIp: { name: 'oauth-callback:ip', max: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;
