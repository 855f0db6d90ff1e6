import { z } from 'zod';
import { SUPPORT_CATEGORIES } from './support';

z.config({ jitless: true });

export const supportRequestSchema = z.strictObject({
  category: z.enum(Object.keys(SUPPORT_CATEGORIES) as [keyof typeof SUPPORT_CATEGORIES], { error: 'Choose a category.' }),
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(3, 'Enter a subject of at least 3 characters.')
    .max(120, 'Keep the subject to 120 characters.'),
  message: z
    .string({ error: 'Describe your request.' })
    .trim()
    .min(10, 'Describe your request in at least 10 characters.')
    .max(5000, 'Keep the message to 5,000 characters.'),
  /** Visitors only: where to answer (signed-in users are answered at their account's address). */
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address, like name@example.com.'))
    .optional(),
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: z.string().max(500).optional(),
  /** Visitors only: the human check's token (Cloudflare Turnstile in production). */
  humanCheckToken: z.string().max(2048).optional(),
});
