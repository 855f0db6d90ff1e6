import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { Bindings } from '../../env';
import type { NotificationDraft } from './notifications.repo';
import { forgetPushEndpoint, pushSubscriptionsOf, type PushRow } from './push-subscriptions.repo';
import { pushEndpointProblem } from './push-endpoint';

/** The library's key type allows missing keys; ours are all there once push is set up. */
type Vapid = { [K in keyof VapidKeys]-?: NonNullable<VapidKeys[K]> };

/** The VAPID keys from configuration, or null when push is not set up. */
export function vapidOf(env: Bindings): Vapid | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/**
 * Sends a notification to every browser the user turned push on in, through the Web Push protocol
 * (RFC 8030) with RFC 8291 encryption and VAPID, by a kept Workers-compatible library. The message
 * carries only the title, text and link. Each browser is sent to on its own: one that fails (an
 * unreachable push service, a key that does not encrypt) is logged and does not stop the others.
 */
export async function sendPush(db: D1Database, vapid: VapidKeys, userId: string, n: NotificationDraft, fetchFn: typeof fetch) {
  const rows = await pushSubscriptionsOf(db, userId);
  const sent = rows.map(async (row) => {
    try {
      await sendOne(db, vapid, userId, row, n, fetchFn);
    } catch (reason) {
      // The endpoint is a capability URL: only its host is logged.
      console.error(JSON.stringify({ error: 'push delivery failed', host: new URL(row.endpoint).host, reason: String(reason) }));
    }
  });
  await Promise.all(sent);
}

async function sendOne(db: D1Database, vapid: VapidKeys, userId: string, row: PushRow, n: NotificationDraft, fetchFn: typeof fetch) {
  // A row stored before the host rule, pointing anywhere else, is never sent to.
  if (pushEndpointProblem(row.endpoint)) {
    await forgetPushEndpoint(db, userId, row.endpoint);
    return;
  }
  const subscription = { endpoint: row.endpoint, expirationTime: null, keys: { p256dh: row.p256dh, auth: row.auth } };
  const payload = await buildPushPayload(
    { data: { title: n.title, body: n.body, link: n.link ?? '/notifications' }, options: { ttl: 86_400 } },
    subscription,
    vapid,
  );
  // A push service's redirect is not followed: the request goes to the checked host or nowhere.
  const res = await fetchFn(row.endpoint, { ...payload, redirect: 'manual' });
  await res.body?.cancel();
  if (res.status === 404 || res.status === 410) await forgetPushEndpoint(db, userId, row.endpoint);
}
