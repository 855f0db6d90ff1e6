import { acknowledgementSubject } from '../../../src/lib/support/support';
import type { NotificationDraft } from './notifications.repo';

/** The dedupe key of a provider event's notifications: one per event, and the outbox finds them by it. */
export const eventDedupeKey = (eventId: string) => `event:${eventId}`;

/** The words of every notification, in one place. Titles double as email subjects. */
export const messages = {
  achievementUnlocked: (a: { id: string; title: string; description: string }): NotificationDraft => ({
    kind: 'achievement_unlocked',
    title: `Achievement unlocked: ${a.title}`,
    body: a.description,
    link: '/learning-hub#achievements',
    dedupeKey: `achievement:${a.id}`,
  }),
  levelReached: (level: number): NotificationDraft => ({
    kind: 'level_reached',
    title: `You reached level ${level}`,
    body: `Your XP took you to level ${level}. Keep going to reach the next one.`,
    link: '/learning-hub',
    dedupeKey: `level:${level}`,
  }),
  streakMilestone: (days: number, day: string): NotificationDraft => ({
    kind: 'streak_milestone',
    title: `${days}-day learning streak`,
    body: `You have learned on ${days} days in a row. Come back tomorrow to keep it going.`,
    link: '/learning-hub',
    dedupeKey: `streak:${days}:${day}`,
  }),
  reviewDue: (cards: number, day: string): NotificationDraft => ({
    kind: 'review_due',
    title: cards === 1 ? '1 card is due for review' : `${cards} cards are due for review`,
    body: 'A few minutes of review today keeps what you learned. Each card you grade also keeps your streak going.',
    link: '/learning-hub/review',
    dedupeKey: `review-due:${day}`,
  }),
  newSignIn: (device: string): NotificationDraft => ({
    kind: 'new_sign_in',
    title: `New sign-in to Agent Atlas from ${device}`,
    body: `Your account was just signed in from ${device}, which it had not been signed in from before. If this was not you, change your password and sign out your other sessions in settings.`,
    link: '/settings#sessions',
  }),
  passwordChanged: (): NotificationDraft => ({
    kind: 'password_changed',
    title: 'Your Agent Atlas password was changed',
    body: 'The password of your account was just changed, and your other sessions were signed out. If you did not do this, reset your password at once using "Forgot password" on the sign-in page.',
    link: '/settings',
  }),
  emailVerified: (email: string): NotificationDraft => ({
    kind: 'email_verified',
    title: 'Your email address is confirmed',
    body: `${email} is now confirmed as the address of your account.`,
    link: '/profile',
    dedupeKey: `email-verified:${email}`,
  }),
  paymentSucceeded: (eventId: string, amount: string): NotificationDraft => ({
    kind: 'payment_succeeded',
    title: `Payment received: ${amount}`,
    body: `Thank you. Your payment of ${amount} was received; the invoice is in your billing history.`,
    link: '/billing',
    dedupeKey: eventDedupeKey(eventId),
  }),
  paymentFailed: (eventId: string, amount: string): NotificationDraft => ({
    kind: 'payment_failed',
    title: `Payment failed: ${amount}`,
    body: `We could not charge ${amount} to your default card. The payment will be tried again; you can add or change your card on the billing page.`,
    link: '/billing',
    dedupeKey: eventDedupeKey(eventId),
  }),
  subscriptionEnding: (eventId: string, plan: string, end: string): NotificationDraft => ({
    kind: 'subscription_ending',
    title: `Your ${plan} subscription ends on ${end}`,
    body: `Your ${plan} subscription is cancelled and ends on ${end}; after that your account moves to Free and keeps everything it earned. You can reactivate it until then.`,
    link: '/billing',
    dedupeKey: eventDedupeKey(eventId),
  }),
  supportReceived: (requestId: string, subject: string, hours: number): NotificationDraft => ({
    kind: 'support_received',
    title: acknowledgementSubject(subject),
    body: `Thank you for writing. We aim to answer within ${hours} hours.`,
    link: '/help',
    dedupeKey: `support:${requestId}`,
  }),
  supportAnswered: (requestId: string, subject: string): NotificationDraft => ({
    kind: 'support_answered',
    title: `Support answered: ${subject}`,
    body: 'Your support request has an answer. It is on the help page and in your email.',
    link: '/help#contact',
    dedupeKey: `support-answered:${requestId}`,
  }),
};
