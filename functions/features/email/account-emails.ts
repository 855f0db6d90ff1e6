import { oneLine } from '../../../src/lib/header-text';
import type { EmailMessage } from './email-sender';

// The site's emails. Plain text is the main part (it is what the mailbox shows); the HTML part
// carries the same words, one link and, for notification emails, an unsubscribe line.

const SITE = 'Agent Atlas';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

type MailLink = { label: string; url: string };

/** Every email of the site is made here, so escaping and layout are written once. */
export function mail(
  to: string,
  userId: string | null,
  subject: string,
  paragraphs: string[],
  link?: MailLink,
  /** A small last line, e.g. "Stop security alerts" with its unsubscribe link. */
  footer?: MailLink,
): EmailMessage {
  const lines = (l: MailLink | undefined) => (l ? [`${l.label}: ${l.url}`] : []);
  const anchor = (l: MailLink) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;
  const text = [...paragraphs, ...lines(link), `— ${SITE}`, ...lines(footer)].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p>${anchor(link)}</p>`] : []),
    `<p>— ${SITE}</p>`,
    ...(footer ? [`<p><small>${anchor(footer)}</small></p>`] : []),
  ].join('\n');
  // The subject is a header: whatever it was made from, it stays on one line.
  return { to, userId, subject: oneLine(subject), text, html };
}

export function verificationEmail(to: string, userId: string, firstName: string, url: string) {
  return mail(
    to,
    userId,
    `Confirm your email address for ${SITE}`,
    [
      `Hello ${firstName || 'there'},`,
      `Please confirm that ${to} is your email address. The link works once and expires in 24 hours.`,
      'If you did not create an account, ignore this message.',
    ],
    { label: 'Confirm my email address', url },
  );
}

export function passwordResetEmail(to: string, userId: string, url: string) {
  return mail(
    to,
    userId,
    `Reset your ${SITE} password`,
    [
      'Someone (hopefully you) asked to reset the password of your account.',
      'The link works once and expires in 1 hour. Resetting signs you out everywhere.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function registrationAttemptEmail(to: string, userId: string, loginUrl: string, resetUrl: string) {
  return mail(to, userId, `Someone tried to register with your email on ${SITE}`, [
    'Someone tried to create a new account with this email address, which already has an account.',
    `If it was you, sign in at ${loginUrl}. If you forgot your password, reset it at ${resetUrl}.`,
    'If it was not you, you can ignore this message; nothing has changed.',
  ]);
}
