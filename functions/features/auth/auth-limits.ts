import type { RateLimit } from '../../lib/rate-limit';

/**
 * Rate limits of the account routes. Per-IP limits slow down spraying from one address; per-email
 * limits protect one account from many addresses. Both apply whether or not the account exists,
 * so a 429 reveals nothing about it.
 */
export const AUTH_LIMITS = {
  /** Failed sign-ins from one address (successful ones are not counted: a classroom shares one). */
  loginFailuresPerIp: { name: 'login-failures:ip', max: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one email from one address. */
  loginFailuresPerEmailAndIp: { name: 'login-failures:email-ip', max: 5, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins for one email from all addresses. Past this the account is under attack, so
   * each address gets one try for it per window (back-off); an address with no failure still gets
   * its try, so the owner is never locked out by someone else's guesses.
   */
  loginFailuresPerEmail: { name: 'login-failures:email', max: 10, windowSeconds: 15 * 60 },
  /** Registration hashes a password and sends a mail; high enough for a classroom behind one address. */
  registerPerIp: { name: 'register:ip', max: 60, windowSeconds: 60 * 60 },
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
