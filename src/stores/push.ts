import { task } from 'nanostores';
import type { PushKey } from '../../functions/features/notifications/notifications.schemas';
import { ApiRequestError, apiRequest } from '../lib/api-client';

/** The service worker that shows push notifications (public/sw.js). */
const WORKER = '/sw.js';

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
};

// Push on the client, all of it: the browser's subscription and when to make or remove it. The
// settings page calls followPushSetting when it saves the notification preferences.

/**
 * Follows the push preference on this browser as it is saved: on subscribes this browser first
 * (again is harmless; if it fails, the caller saves nothing), off removes this browser's
 * subscription when push was on.
 */
export async function followPushSetting(on: boolean, wasOn: boolean): Promise<void> {
  if (on) await subscribeThisBrowser();
  else if (wasOn) await unsubscribeThisBrowser();
}

/**
 * Subscribes this browser to push: asks the site for its VAPID key (404 when push is not set up),
 * the person for permission, the browser's push service for a subscription, and stores it.
 * Throws with a message the settings page shows.
 */
function subscribeThisBrowser(): Promise<void> {
  return task(async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      throw new Error('This browser cannot receive push notifications.');
    }
    const { publicKey } = await apiRequest<PushKey>('/notifications/push/key');
    if ((await Notification.requestPermission()) !== 'granted') {
      throw new Error(
        'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then try again.',
      );
    }
    const registration = await navigator.serviceWorker.register(WORKER);
    await navigator.serviceWorker.ready;
    const fresh = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const subscription = (await registration.pushManager.getSubscription()) ?? (await fresh());
    const store = (s: PushSubscription) => apiRequest('/notifications/push/subscriptions', { method: 'POST', body: s.toJSON() });
    try {
      await store(subscription);
    } catch (err) {
      // This browser's subscription belongs to another account that used it before (409): it is
      // dropped at the push service, which ends that account's pushes here, and a new one is made.
      if (!(err instanceof ApiRequestError && err.code === 'push_endpoint_taken')) throw err;
      await subscription.unsubscribe();
      await store(await fresh());
    }
  });
}

/** Removes this browser's subscription, here and on the server (nothing to do without one). */
function unsubscribeThisBrowser(): Promise<void> {
  return task(async () => {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration(WORKER);
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await apiRequest('/notifications/push/unsubscribe', { method: 'POST', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  });
}
