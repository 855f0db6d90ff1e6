// The account forms' rules as plain functions, for the pages' islands: the same checks, in the same
// order and with the same messages, as the API's zod schemas (src/lib/account/schemas.ts), which
// stay on the server. tests/unit/account-form-rules.test.ts runs both on one table of inputs, so
// they cannot drift apart. Keeping zod out of the browser keeps the account pages light
// (docs/performance.md, Island pages).
import { hasControlCharacters } from '../header-text';
import { hasInvisibleCharacters, hasVisibleText, NAME_MAX_LENGTH } from './names';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordsMatch } from './password-rules';
import { isValidTimeZone } from './time-zone';

/** One message per field that breaks a rule; a field that passes has no key. */
export type Problems<K extends string> = Partial<Record<K, string>>;

/**
 * The address pattern the API's `z.email()` uses (zod's default); the unit test checks the two are
 * the same pattern, character for character (so the escapes stay as zod writes them).
 */
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const EMAIL_MESSAGES = {
  required: 'Enter your email address.',
  tooLong: 'That email address is too long.',
  oneLine: 'Enter your email address on one line, without control characters.',
  invalid: 'Enter a valid email address, like name@example.com.',
} as const;

/** An email address as every form takes one (`emailAddress` on the server): trimmed, then checked. */
function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email.length < 1) return EMAIL_MESSAGES.required;
  if (email.length > 254) return EMAIL_MESSAGES.tooLong;
  if (hasControlCharacters(email)) return EMAIL_MESSAGES.oneLine;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return undefined;
}

/** A new password: the length rules only (the server also refuses common passwords). */
function newPasswordProblem(password: string): string | undefined {
  if (password.length < 1) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

/** A name field (first, last or display name): NFC, trimmed, 1–50 characters, visible text only. */
function nameProblem(what: string, value: string): string | undefined {
  const name = value.normalize('NFC').trim();
  if (name.length < 1) return `Enter your ${what}.`;
  if (name.length > NAME_MAX_LENGTH) return `Keep your ${what} to ${NAME_MAX_LENGTH} characters.`;
  if (hasInvisibleCharacters(name)) return `Your ${what} has invisible or control characters. Use letters, digits, spaces and punctuation.`;
  if (!hasVisibleText(name)) return `Your ${what} needs at least one visible letter, digit or symbol.`;
  return undefined;
}

/** Keeps only the fields that have a problem. */
function only<K extends string>(problems: Record<K, string | undefined>): Problems<K> {
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as Problems<K>;
}

/** Sign in: an address, and a password that is present (the rules of the day may be stricter than when it was set). */
export function loginProblems(v: { email: string; password: string }): Problems<'email' | 'password'> {
  return only({
    email: emailProblem(v.email),
    password: v.password.length < 1 ? 'Enter your password.' : v.password.length > 1024 ? 'That password is too long.' : undefined,
  });
}

/** Asking for a reset link: an address. */
export function forgotPasswordProblems(v: { email: string }): Problems<'email'> {
  return only({ email: emailProblem(v.email) });
}

type RegisterField = 'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName';

/** Registration, as the API checks it: the confirmation, when sent, must match. */
export function registerProblems(v: Record<RegisterField, string>): Problems<RegisterField> {
  return only({
    email: emailProblem(v.email),
    password: newPasswordProblem(v.password),
    firstName: nameProblem('first name', v.firstName),
    lastName: nameProblem('last name', v.lastName),
    confirmPassword: passwordsMatch(v.password, v.confirmPassword) ? undefined : PASSWORD_MESSAGES.mismatch,
  });
}

export type ProfileField = 'firstName' | 'lastName' | 'displayName' | 'bio' | 'timeZone';

/** The profile form's fields, each as `PATCH /profile` checks it. */
export function profileProblems(v: Record<ProfileField, string>): Problems<ProfileField> {
  return only({
    firstName: nameProblem('first name', v.firstName),
    lastName: nameProblem('last name', v.lastName),
    displayName: nameProblem('display name', v.displayName),
    bio: v.bio.trim().length > 500 ? 'Keep your bio to 500 characters.' : undefined,
    timeZone: isValidTimeZone(v.timeZone) ? undefined : 'Choose a time zone from the list.',
  });
}

/**
 * A new password and its confirmation as the register, reset and settings forms check them while
 * typing: the password rules, then that the confirmation is given and matches.
 */
export function newPasswordErrors(password: string, confirmation: string, confirmPrompt = 'Confirm the new password.') {
  const errors: { password?: string; confirmPassword?: string } = {};
  const problem = newPasswordProblem(password);
  if (problem) errors.password = problem;
  if (confirmation === '') errors.confirmPassword = confirmPrompt;
  else if (!passwordsMatch(password, confirmation)) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}
