import { z } from 'zod';
import { hasControlCharacters } from './header-text';

// Zod probes for eval support on first use; under the site's CSP that probe is a reported
// violation in the browser (the account forms run this rule). Jitless parsing avoids it.
z.config({ jitless: true });

/**
 * An email address, as every form and route takes one (sign-in, registration, password reset,
 * the support form): present, at most 254 characters, on one line (it goes into mail headers), a
 * valid address, and lower-cased.
 */
export const emailAddress = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .refine((email) => !hasControlCharacters(email), 'Enter your email address on one line, without control characters.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  .transform((email) => email.toLowerCase());
