// The support form's rules and words, without zod, for the page's island and the API alike.
import { hasControlCharacters } from '../header-text';

/** The support form's categories, as the help page names them. */
export const SUPPORT_CATEGORIES = {
  general: 'General Question',
  billing: 'Billing & Account',
  technical: 'Technical Issue',
  feature: 'Feature Request',
} as const;

/** Response targets: 24 hours for everyone, 2 hours for priority support (a plan's entitlement). */
export const RESPONSE_TARGET_HOURS = { standard: 24, priority: 2 } as const;

/** The hours within which a request is answered. */
export const responseHours = (priority: boolean) => (priority ? RESPONSE_TARGET_HOURS.priority : RESPONSE_TARGET_HOURS.standard);

/** The subject of what a signed-in sender receives at once: the mail and the notification alike. */
export const acknowledgementSubject = (subject: string) => `We received your support request: ${subject}`;

/** The local stand-in for the human check (development and tests): the token its widget gives. */
export const LOCAL_HUMAN_CHECK_TOKEN = 'local-human-check-passed';

export const SUPPORT_SUCCESS_MESSAGE = "Support request submitted successfully! We'll get back to you soon.";

/**
 * The form's length rules and their messages, shared by the server's schema and the page's own
 * check (which runs without zod, to keep the help page light).
 */
export const SUPPORT_RULES = {
  category: 'Choose a category.',
  subject: {
    min: 3,
    max: 120,
    tooShort: 'Enter a subject of at least 3 characters.',
    tooLong: 'Keep the subject to 120 characters.',
    oneLine: 'Write the subject on one line, without control characters.',
  },
  message: {
    min: 10,
    max: 5000,
    tooShort: 'Describe your request in at least 10 characters.',
    tooLong: 'Keep the message to 5,000 characters.',
  },
  email: 'Enter your email address so we can answer you.',
  emailOneLine: 'Enter your email address on one line, without control characters.',
} as const;

export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;
export const isSupportCategory = (value: string): value is SupportCategory => Object.hasOwn(SUPPORT_CATEGORIES, value);
type FormField = 'category' | 'subject' | 'message' | 'email';

/**
 * The support form's rules, one message per field that breaks one: the page's island runs them as
 * the person sends, and the API's schema runs them again (src/lib keeps zod off the help page).
 * Only a visitor gives an address; the API checks its format as every route does (emailAddress).
 */
export function supportFormProblems(
  values: { category: string; subject: string; message: string; email?: string },
  { visitor }: { visitor: boolean },
): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  const { subject, message } = SUPPORT_RULES;
  if (!isSupportCategory(values.category)) problems.category = SUPPORT_RULES.category;
  const subjectText = values.subject.trim();
  if (subjectText.length < subject.min) problems.subject = subject.tooShort;
  else if (subjectText.length > subject.max) problems.subject = subject.tooLong;
  else if (hasControlCharacters(subjectText)) problems.subject = subject.oneLine;
  const messageText = values.message.trim();
  if (messageText.length < message.min) problems.message = message.tooShort;
  else if (messageText.length > message.max) problems.message = message.tooLong;
  const email = values.email?.trim() ?? '';
  if (visitor && !email) problems.email = SUPPORT_RULES.email;
  else if (visitor && hasControlCharacters(email)) problems.email = SUPPORT_RULES.emailOneLine;
  return problems;
}

/** What a signed-in user whose address is not confirmed yet is told instead of sending (403 from the server). */
export const SUPPORT_CONFIRM_EMAIL_MESSAGE =
  'Confirm your email address first: use the link we sent you, or send a new one from your profile.';
