import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { NotificationPage } from '../../functions/features/notifications/notifications.schemas';
import { call, GOOD_PASSWORD, latestMailTo, post, registeredUser, sessionCookieFrom } from './accounts';
import { subscribe } from './billing-helpers';
import { signedInUser } from './users';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const page = async (cookie: string, query = '') => {
  const res = await call(`/notifications${query}`, { cookie });
  if (res.status !== 200) throw new Error(`GET /notifications: ${res.status} ${await res.text()}`);
  return (await res.json()) as NotificationPage;
};
const kinds = async (cookie: string) => (await page(cookie)).notifications.map((n) => n.kind);

async function setEmailPreferences(cookie: string, notifications: { email: boolean; securityAlerts: boolean }) {
  const res = await call('/settings/preferences', {
    method: 'PUT',
    cookie,
    json: {
      notifications: { push: false, marketingEmails: false, ...notifications },
      privacy: { profileVisibility: 'public', dataCollection: false },
    },
  });
  expect(res.status).toBe(200);
}

const mailCount = async (email: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?').bind(email).first<{ n: number }>())!.n;

describe('notifications from events', () => {
  it('a password change notifies in the app and by email with an unsubscribe link; with security alerts off, in the app only', async () => {
    const { email, cookie } = await registeredUser();
    const changed = await post(
      '/settings/password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'cobalt-orchard-sextant-19', confirmPassword: 'cobalt-orchard-sextant-19' },
      { cookie },
    );
    const fresh = sessionCookieFrom(changed)!;
    expect(await kinds(fresh)).toEqual(['password_changed']);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Your Agent Atlas password was changed');
    expect(mail?.text_body).toMatch(/Stop security alerts: http:\/\/127\.0\.0\.1:8787\/notifications\/unsubscribe\?token=[0-9a-f]{64}/);

    const quiet = await registeredUser();
    await setEmailPreferences(quiet.cookie, { email: true, securityAlerts: false });
    const before = await mailCount(quiet.email);
    const res = await post(
      '/settings/password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'cobalt-orchard-sextant-19', confirmPassword: 'cobalt-orchard-sextant-19' },
      { cookie: quiet.cookie },
    );
    const quietCookie = sessionCookieFrom(res)!;
    expect(await kinds(quietCookie)).toEqual(['password_changed']);
    expect(await mailCount(quiet.email)).toBe(before);
  });

  it('a sign-in from a browser the account has not used before is notified once; the same browser again is not', async () => {
    const { email, cookie } = await registeredUser();
    expect(await kinds(cookie)).toEqual([]);
    const login = () =>
      call('/auth/login', { method: 'POST', json: { email, password: GOOD_PASSWORD }, headers: { 'user-agent': FIREFOX } });
    expect((await login()).status).toBe(200);
    expect((await login()).status).toBe(200);
    const notifications = (await page(cookie)).notifications;
    expect(notifications.map((n) => n.title)).toEqual(['New sign-in to Agent Atlas from Firefox on Linux']);
    expect((await latestMailTo(email))?.subject).toBe('New sign-in to Agent Atlas from Firefox on Linux');
  });

  it('confirming the email address is notified', async () => {
    const { cookie } = await registeredUser({ verify: true });
    expect(await kinds(cookie)).toEqual(['email_verified']);
  });

  it('billing: a paid invoice and a cancellation notify and mail; with activity emails off, no mail', async () => {
    const { id, cookie } = await signedInUser();
    const email = `${id}@example.test`;
    await subscribe(cookie);
    expect(await kinds(cookie)).toEqual(['payment_succeeded']);
    expect((await latestMailTo(email))?.subject).toBe('Payment received: $9.00');
    await setEmailPreferences(cookie, { email: false, securityAlerts: true });
    const before = await mailCount(email);
    await post('/billing/cancel', {}, { cookie });
    const list = (await page(cookie)).notifications;
    expect(list[0]!.kind).toBe('subscription_ending');
    expect(list[0]!.title).toMatch(/^Your Pro subscription ends on \w+ \d+, \d{4}$/);
    expect(await mailCount(email)).toBe(before);
  });

  it('a support request is acknowledged', async () => {
    const { cookie } = await signedInUser();
    await post('/support/requests', { category: 'general', subject: 'A question', message: 'How are XP and levels computed?' }, { cookie });
    expect((await page(cookie)).notifications[0]).toMatchObject({
      kind: 'support_received',
      title: 'We received your support request: A question',
      link: '/help',
    });
  });
});

describe('the notifications API', () => {
  /** Inserts `count` notifications for a user, all at the same time (the cursor's hard case). */
  async function seed(userId: string, count: number, at = 1_700_000_000_000) {
    const ids = Array.from({ length: count }, (_, i) => `n-${userId.slice(-8)}-${String(i).padStart(3, '0')}`);
    await env.DB.batch(
      ids.map((nid) =>
        env.DB.prepare(
          "INSERT INTO notifications (id, user_id, kind, title, body, created_at) VALUES (?, ?, 'support_received', ?, 'Body', ?)",
        ).bind(nid, userId, `Title ${nid}`, at),
      ),
    );
    return ids;
  }

  it('pages with cursors across equal timestamps without skipping or repeating, and filters unread', async () => {
    const { id, cookie } = await signedInUser();
    const ids = await seed(id, 25);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: NotificationPage = await page(cookie, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...result.notifications.map((n) => n.id));
      expect(result.unreadCount).toBe(25);
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    await post('/notifications/read', { ids: ids.slice(0, 20) }, { cookie });
    const unread = await page(cookie, '?filter=unread');
    expect(unread.notifications.map((n) => n.id).sort()).toEqual(ids.slice(20));
    expect(unread.unreadCount).toBe(5);
    expect((await call('/notifications?cursor=not-a-cursor', { cookie })).status).toBe(422);
    expect((await call('/notifications?limit=500', { cookie })).status).toBe(422);
    expect((await call('/notifications?filter=starred', { cookie })).status).toBe(422);
  });

  it('marks read, unread, all read and deletes only the caller’s own notifications', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const mine = await seed(owner.id, 3);
    const theirs = await seed(other.id, 2);
    expect(await (await post('/notifications/read', { ids: [...theirs, mine[0]] }, { cookie: owner.cookie })).json()).toEqual({
      changed: 1,
      unreadCount: 2,
    });
    expect(await (await post('/notifications/unread', { ids: [mine[0], ...theirs] }, { cookie: owner.cookie })).json()).toEqual({
      changed: 1,
      unreadCount: 3,
    });
    expect(await (await post('/notifications/delete', { ids: [mine[1], ...theirs] }, { cookie: owner.cookie })).json()).toEqual({
      changed: 1,
      unreadCount: 2,
    });
    expect(await (await post('/notifications/read', { all: true }, { cookie: owner.cookie })).json()).toEqual({
      changed: 2,
      unreadCount: 0,
    });
    expect((await page(other.cookie)).notifications.map((n) => [n.id, n.read])).toEqual([
      [theirs[1], false],
      [theirs[0], false],
    ]);
  });

  it('refuses bad bulk requests with a clear error and changes nothing', async () => {
    const { id, cookie } = await signedInUser();
    await seed(id, 2);
    for (const [path, body] of [
      ['/notifications/read', { ids: [] }],
      ['/notifications/read', { ids: Array.from({ length: 101 }, (_, i) => `x${i}`) }],
      ['/notifications/read', { all: false }],
      ['/notifications/unread', { all: true }],
      ['/notifications/delete', { all: true }],
      ['/notifications/delete', { ids: 'n-1' }],
    ] as const) {
      expect((await post(path, body, { cookie })).status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(422);
    }
    expect((await page(cookie)).unreadCount).toBe(2);
    expect((await call('/notifications')).status).toBe(401);
  });

  it('an unsubscribe link turns off its category of email; an unknown token is refused', async () => {
    const { id, cookie } = await signedInUser();
    const email = `${id}@example.test`;
    await subscribe(cookie);
    const token = /token=([0-9a-f]{64})/.exec((await latestMailTo(email))!.text_body)![1];
    const res = await post('/notifications/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      category: 'activity',
      message: expect.stringMatching(/no longer receive account activity emails/),
    });
    const preferences = (await (await call('/settings/preferences', { cookie })).json()) as {
      preferences: { notifications: { email: boolean; securityAlerts: boolean } };
    };
    expect(preferences.preferences.notifications).toMatchObject({ email: false, securityAlerts: true });
    expect((await post('/notifications/unsubscribe', { token: 'f'.repeat(64) })).status).toBe(404);
  });
});
