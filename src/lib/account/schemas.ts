import { z } from 'zod';

// Zod probes for eval support (new Function) on first use; where that is refused the probe is a
// reported violation. Jitless parsing is as correct and fast enough for these requests.
z.config({ jitless: true });
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordsMatch } from './password-rules';
import { isValidTimeZone } from './time-zone';
import { hasInvisibleCharacters, hasVisibleText, NAME_MAX_LENGTH } from './names';
import { emailAddress } from '../email-address';

/**
 * Request schemas of the account API; the server runs them (the authority). The forms check the
 * same rules as you type with plain functions (./form-rules.ts, no zod in the browser), which the
 * unit tests hold to the same answers and messages. Messages are written for people, since forms
 * show them next to the field.
 */

const text = (required: string) => z.string({ error: required });

const emailField = emailAddress;

const newPasswordField = text(PASSWORD_MESSAGES.required)
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** Sign-in checks only presence: the rules of the day may be stricter than when it was set. */
const existingPasswordField = text('Enter your password.').min(1, 'Enter your password.').max(1024, 'That password is too long.');

const nameField = (what: string) =>
  text(`Enter your ${what}.`)
    .normalize('NFC')
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(NAME_MAX_LENGTH, `Keep your ${what} to ${NAME_MAX_LENGTH} characters.`)
    .refine(
      (v) => !hasInvisibleCharacters(v),
      `Your ${what} has invisible or control characters. Use letters, digits, spaces and punctuation.`,
    )
    .refine(hasVisibleText, `Your ${what} needs at least one visible letter, digit or symbol.`);

export const loginSchema = z.object({ email: emailField, password: existingPasswordField });

export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    /** Optional for API clients (the payload in docs/product.md (Calls) has none); checked whenever it is sent. */
    confirmPassword: z.string().optional(),
    firstName: nameField('first name'),
    lastName: nameField('last name'),
  })
  .refine((v) => v.confirmPassword === undefined || passwordsMatch(v.password, v.confirmPassword), {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });

export const forgotPasswordSchema = z.object({ email: emailField });

const tokenField = text('The link is missing its code.').min(1, 'The link is missing its code.').max(200, 'That link is not valid.');

export const resetPasswordSchema = z
  .object({ token: tokenField, password: newPasswordField, confirmPassword: text('Confirm the new password.') })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });

export const verifyEmailSchema = z.object({ token: tokenField });

export const changePasswordSchema = z
  .object({
    /** Empty only for accounts that have no password yet (social sign-in); the server checks. */
    currentPassword: z.string({ error: 'Enter your current password.' }).max(1024, 'That password is too long.'),
    newPassword: newPasswordField,
    confirmPassword: text('Confirm the new password.'),
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });

export const profileFields = {
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  displayName: nameField('display name'),
  bio: z.string({ error: 'The bio must be text.' }).trim().max(500, 'Keep your bio to 500 characters.'),
  timeZone: text('Choose a time zone.').refine(isValidTimeZone, 'Choose a time zone from the list.'),
};

/** PATCH /profile: any subset of the editable fields, at least one. */
export const profileUpdateSchema = z
  .object(profileFields)
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: 'Send at least one field to change.' });

const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

export const preferencesSchema = z.object({
  notifications: z.object({
    email: flag('Email notifications'),
    push: flag('Push notifications'),
    marketingEmails: flag('Marketing emails'),
    securityAlerts: flag('Security alerts'),
  }),
  privacy: z.object({
    profileVisibility: z.enum(['public', 'private'], { error: 'Profile visibility is public or private.' }),
    dataCollection: flag('Data collection'),
  }),
});

export const deleteAccountSchema = z.object({
  password: z.string().max(1024, 'That password is too long.').optional(),
  confirmEmail: z.string().max(254, 'That email address is too long.').optional(),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The first message for each field of a safeParse result, keyed by dotted path ('_form' for a
 * whole-value schema); empty when it passed: what a form would show for the same input.
 */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}
