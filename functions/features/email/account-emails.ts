import type { EmailMessage } from './email-sender';

/**
 * The account emails. Plain text is the main part (it is what the mailbox shows); the HTML part
 * carries the same words and one link.
 */

const SITE = 'Agent Atlas';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function mail(
  to: string,
  userId: string | null,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): EmailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), `— ${SITE}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${SITE}</p>`,
  ].join('\n');
  return { to, userId, subject, text, html };
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
