import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { Bindings } from '../../env';
import { forgetPushEndpoint, pushSubscriptionsOf, type NotificationDraft } from './notifications.repo';

/** The VAPID keys from configuration, or null when push is not set up. */
export function vapidOf(env: Bindings): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/**
 * Sends a notification to every browser the user turned push on in, through the Web Push protocol
 * (RFC 8030) with RFC 8291 encryption and VAPID, by a kept Workers-compatible library. The message
 * carries only the title, text and link. A subscription the push service reports gone is deleted.
 */
export async function sendPush(db: D1Database, vapid: VapidKeys, userId: string, n: NotificationDraft, fetchFn: typeof fetch) {
  for (const row of await pushSubscriptionsOf(db, userId)) {
    const subscription = { endpoint: row.endpoint, expirationTime: null, keys: { p256dh: row.p256dh, auth: row.auth } };
    const payload = await buildPushPayload(
      { data: { title: n.title, body: n.body, link: n.link ?? '/notifications' }, options: { ttl: 86_400 } },
      subscription,
      vapid,
    );
    const res = await fetchFn(row.endpoint, payload);
    if (res.status === 404 || res.status === 410) await forgetPushEndpoint(db, row.endpoint);
  }
}
