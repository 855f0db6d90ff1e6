// The notifications API (docs/api.md, Notifications), one place for both sides: the request
// schemas the routes validate with and the response types they answer with, which the
// notifications store imports as types.
import { z } from 'zod';
import type { EmailCategory, NotificationKind } from '../../../src/lib/notifications/kinds';
import { pushEndpointProblem } from './push-endpoint';

// ---- Requests ----------------------------------------------------------------------------------

/** Most ids a bulk action takes at once. */
const MAX_BULK_IDS = 100;

const ids = z
  .array(z.string().min(1).max(64))
  .min(1, 'Choose at least one notification.')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} at once.`);

/** `POST /notifications/unread` and `/delete`: the notifications to change. */
export const idsBody = z.strictObject({ ids });

/** `POST /notifications/read`: some notifications, or all of them. */
export const readBody = z.union([z.strictObject({ ids }), z.strictObject({ all: z.literal(true) })]);

/** `GET /notifications`: which ones, how many, and where the previous page ended. */
export const listQuery = z.strictObject({
  filter: z.enum(['all', 'unread']).default('all'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** `POST /notifications/unsubscribe`: the token of an email's unsubscribe link. */
export const unsubscribeBody = z.strictObject({ token: z.string().min(16).max(128) });

const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), `must be ${bytes} bytes in base64url`);

/** `POST /notifications/push/subscriptions`: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'The push endpoint must be a URL.' })
    .max(2048, 'The push endpoint is too long.')
    .superRefine((endpoint, ctx) => {
      const problem = pushEndpointProblem(endpoint);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
});

/** `POST /notifications/push/unsubscribe`: the endpoint this browser stops receiving at. */
export const pushUnsubscribeBody = z.strictObject({ endpoint: z.string().max(2048) });

/** `POST /dev/test-notifications` (browser tests): how many notifications to make. */
export const testNotificationsBody = z.strictObject({ count: z.number().int().min(1).max(60) });

// ---- Responses ---------------------------------------------------------------------------------

/** One notification as the page shows it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A page of the site to open, if the notification has one. */
  link: string | null;
  createdAt: number;
  read: boolean;
}

/** `GET /notifications`: one page, the cursor of the next, and the unread count of them all. */
export interface NotificationPage {
  notifications: NotificationView[];
  nextCursor: string | null;
  unreadCount: number;
}

/** `GET /notifications/unread-count`. */
export interface UnreadCount {
  unreadCount: number;
}

/** `POST /notifications/read`, `/unread` and `/delete`: how many changed, and the unread count after. */
export interface NotificationsChanged extends UnreadCount {
  changed: number;
}

/** `POST /notifications/unsubscribe`. */
export interface Unsubscribed {
  category: EmailCategory;
  message: string;
}

/** `GET /notifications/push/key`: the VAPID public key browsers subscribe with. */
export interface PushKey {
  publicKey: string;
}
