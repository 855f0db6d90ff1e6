/** Support form constants and shapes without zod, for the page's island. */
/** The support form's categories, as the help page names them. */
export const SUPPORT_CATEGORIES = {
  general: 'General Question',
  billing: 'Billing & Account',
  technical: 'Technical Issue',
  feature: 'Feature Request',
} as const;

/** Response targets: 24 hours for everyone, 2 hours for Enterprise's priority support. */
export const RESPONSE_TARGET_HOURS = { standard: 24, priority: 2 } as const;

/** The local stand-in for the human check (development and tests): the token its widget gives. */
export const LOCAL_HUMAN_CHECK_TOKEN = 'local-human-check-passed';

export const SUPPORT_SUCCESS_MESSAGE = "Support request submitted successfully! We'll get back to you soon.";

export interface SupportRequestView {
  id: string;
  category: keyof typeof SUPPORT_CATEGORIES;
  subject: string;
  message: string;
  priority: boolean;
  /** Unix ms: when an answer is due. */
  respondBy: number;
  status: 'open' | 'answered';
  /** The desk's answer, once there is one. */
  answer: string | null;
  answeredAt: number | null;
  createdAt: number;
}

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

/** What a signed-in user whose address is not confirmed yet is told instead of sending (403 from the server). */
export const SUPPORT_CONFIRM_EMAIL_MESSAGE =
  'Confirm your email address first: use the link we sent you, or send a new one from your profile.';
