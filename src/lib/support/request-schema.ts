import { z } from 'zod';
import { hasControlCharacters } from '../header-text';
import { SUPPORT_CATEGORIES, SUPPORT_RULES } from './support';

z.config({ jitless: true });

export const supportRequestSchema = z.strictObject({
  category: z.enum(Object.keys(SUPPORT_CATEGORIES) as [keyof typeof SUPPORT_CATEGORIES], { error: SUPPORT_RULES.category }),
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(SUPPORT_RULES.subject.min, SUPPORT_RULES.subject.tooShort)
    .max(SUPPORT_RULES.subject.max, SUPPORT_RULES.subject.tooLong)
    // The subject goes into mail headers (the desk's announcement, the answer).
    .refine((subject) => !hasControlCharacters(subject), SUPPORT_RULES.subject.oneLine),
  message: z
    .string({ error: 'Describe your request.' })
    .trim()
    .min(SUPPORT_RULES.message.min, SUPPORT_RULES.message.tooShort)
    .max(SUPPORT_RULES.message.max, SUPPORT_RULES.message.tooLong),
  /** Visitors only: where to answer (signed-in users are answered at their account's address). */
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .max(254, 'That email address is too long.')
    .refine((email) => !hasControlCharacters(email), SUPPORT_RULES.emailOneLine)
    .pipe(z.email('Enter a valid email address, like name@example.com.'))
    .optional(),
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: z.string().max(500).optional(),
  /** Visitors only: the human check's token (Cloudflare Turnstile in production). */
  humanCheckToken: z.string().max(2048).optional(),
});
