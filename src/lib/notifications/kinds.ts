import type { Preferences } from '../account/schemas';

/**
 * What the site notifies people of, and which email setting each kind follows. Every kind is
 * shown in the app; email goes only to kinds with an email category, and only while the user's
 * setting for that category is on (security alerts are on by default, activity emails too).
 * Learning milestones stay in the app: a mail per achievement would be noise.
 */
export const NOTIFICATION_KINDS = {
  achievement_unlocked: { email: null },
  level_reached: { email: null },
  streak_milestone: { email: null },
  // The daily review reminder (docs/notifications.md): an email the learner can stop with one click.
  review_due: { email: 'activity' },
  new_sign_in: { email: 'security' },
  password_changed: { email: 'security' },
  email_verified: { email: 'security' },
  payment_succeeded: { email: 'activity' },
  payment_failed: { email: 'activity' },
  subscription_ending: { email: 'activity' },
  // The support form already mails its own confirmation to the sender.
  support_received: { email: null },
  // The answer itself is emailed by the desk route.
  support_answered: { email: null },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/**
 * The email categories: what each is called in mail and on the unsubscribe page, and the
 * notification preference (settings) that switches it on and off.
 */
export const EMAIL_CATEGORIES = {
  activity: { name: 'account activity emails', preference: 'email' },
  security: { name: 'security alerts', preference: 'securityAlerts' },
} as const satisfies Record<string, { name: string; preference: keyof Preferences['notifications'] }>;
export type EmailCategory = keyof typeof EMAIL_CATEGORIES;

/** Streak lengths (days) that earn a notification. */
export const STREAK_MILESTONES = [3, 7, 14, 30, 60, 100, 365] as const;
