// The site's service worker: it only shows Web Push notifications and opens their page when
// clicked. It caches nothing and handles no fetches.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Agent Atlas', { body: data.body || '', icon: '/favicon.svg', data: { link: data.link } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/notifications', self.location.origin);
  // Only pages of this site open from a notification.
  if (link.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(link.href));
});
