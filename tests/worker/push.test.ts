import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { notify } from '../../functions/features/notifications/notify';
import { messages } from '../../functions/features/notifications/messages';
import { freshIp } from './accounts';
import { notifyContextFor, ORIGIN, requestApp } from './helpers';
import { openPushMessage } from './push-receiver';
import { signedInUser } from './users';

// A VAPID key pair made for these tests with `npm run push:keys` (not used anywhere else).
const VAPID = {
  VAPID_PUBLIC_KEY: 'BEOtFtl47xremRxMq_ma0uSndvWYd3K6FzNPdb6Ky1fgYK7x9xy2d8OrLz-Ugd7Ow77ONm7hEf9LwULu5si3pBI',
  VAPID_PRIVATE_KEY: 'cFNHcfWif51Au_J-uLSG9b-Qk1KTe54bfnrqB2OpBXo',
  VAPID_SUBJECT: 'mailto:push@agent-atlas.localhost',
};
const pushEnv = { ...env, ...VAPID } as Cloudflare.Env;
// The browser keys of RFC 8291's example (Appendix A): a real P-256 key pair and auth secret, so
// the tests can open what the push service receives, as the browser would.
const BROWSER = {
  publicKey: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};
const KEYS = { p256dh: BROWSER.publicKey, auth: BROWSER.auth };
/** Chromium's push service URL form (FCM); each test makes its own. */
const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

const app = createApp();
type Ask = { method?: string; json?: unknown; ip?: string; target?: ReturnType<typeof createApp> };
const ask = (path: string, cookie: string, init: Ask = {}, environment = pushEnv) =>
  requestApp(
    init.target ?? app,
    `${ORIGIN}/api/v1${path}`,
    {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': init.ip ?? freshIp() },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
    environment,
  );
const subscribe = (cookie: string, endpoint: string, keys: unknown = KEYS, target?: ReturnType<typeof createApp>) =>
  ask('/notifications/push/subscriptions', cookie, { json: { endpoint, expirationTime: null, keys }, target });

async function setPush(cookie: string, push: boolean) {
  const res = await ask('/settings/preferences', cookie, {
    method: 'PUT',
    json: {
      notifications: { email: true, push, marketingEmails: false, securityAlerts: true },
      privacy: { profileVisibility: 'public', dataCollection: false },
    },
  });
  expect(res.status).toBe(200);
}

const rowsOf = async (userId: string) =>
  (
    await env.DB.prepare('SELECT endpoint, p256dh FROM push_subscriptions WHERE user_id = ? ORDER BY endpoint')
      .bind(userId)
      .all<{ endpoint: string; p256dh: string }>()
  ).results;

/**
 * The push services, as the Worker sees them: its outgoing requests are caught (the Worker's own
 * `fetch`, as the other outbound tests here do) and answered per endpoint; what each received is kept.
 */
function pushServices(answer: (url: string) => Response | Promise<Response> = () => new Response(null, { status: 201 })) {
  const received: { url: string; headers: Headers; body: Uint8Array; redirect: string | undefined }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    received.push({
      url,
      headers: new Headers(init?.headers),
      body: new Uint8Array(init?.body as ArrayBuffer),
      redirect: init?.redirect,
    });
    return answer(url);
  });
  return {
    received,
    to: (endpoint: string) => received.filter((r) => r.url === endpoint),
    /** What the browser behind an endpoint would show. */
    shown: async (endpoint: string) =>
      Promise.all(
        received
          .filter((r) => r.url === endpoint)
          .map(async (r) => JSON.parse(await openPushMessage(r.body, BROWSER)) as { title: string; body: string; link: string }),
      ),
  };
}

/** What notify() needs outside a route; push goes out through the Worker's own fetch, which the tests catch. */
const context = () => notifyContextFor(pushEnv);

afterEach(() => vi.restoreAllMocks());

describe('Web Push subscriptions', () => {
  it('give the public key and store a browser push service subscription only when push is configured', async () => {
    const { id, cookie } = await signedInUser();
    expect((await ask('/notifications/push/key', cookie, {}, env)).status).toBe(404);
    expect(await (await ask('/notifications/push/key', cookie)).json()).toEqual({ publicKey: VAPID.VAPID_PUBLIC_KEY });
    expect((await ask('/notifications/push/key', '')).status).toBe(401);
    // One endpoint of each browser's push service, in the form the browsers give them.
    const endpoints = [
      fcm(`chrome-${id}`),
      `https://fcm.googleapis.com/wp/edge-android-${id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/firefox-${id}`,
      `https://web.push.apple.com/safari-${id}`,
      `https://wns2-par02p.notify.windows.com/w/?token=edge-${id}`,
      `https://fcm.googleapis.com:443/fcm/send/explicit-port-${id}`,
    ];
    for (const endpoint of endpoints) expect((await subscribe(cookie, endpoint)).status, endpoint).toBe(201);
    expect(await rowsOf(id)).toHaveLength(endpoints.length);
    expect((await subscribe(cookie, fcm(`bad-key-${id}`), { ...KEYS, auth: 'short' })).status).toBe(422);
    expect((await ask('/notifications/push/subscriptions', cookie, { json: { endpoint: fcm(`no-keys-${id}`) } })).status).toBe(422);
  });

  it('refuse every endpoint that is not a browser push service over https on port 443, naming the field', async () => {
    const { id, cookie } = await signedInUser();
    const refused = [
      'http://fcm.googleapis.com/fcm/send/plain-http',
      'https://push.example.net/s/1',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://10.0.0.8/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://0x7f000001/push',
      'https://user:secret@fcm.googleapis.com/fcm/send/creds',
      'https://user@updates.push.services.mozilla.com/wpush/v2/creds',
      'https://fcm.googleapis.com:8443/fcm/send/port',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://attacker.example/fcm.googleapis.com/fcm/send/x',
      'https://evilfcm.googleapis.com/fcm/send/x',
      'https://push.apple.com.attacker.example/x',
      'https://notify.windows.com.attacker.example/w/',
      'https://web.push.apple.com./x',
      'https://push.services.mozilla.com.attacker.example/wpush/v2/x',
      'wss://updates.push.services.mozilla.com/',
      'not a url',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(cookie, endpoint);
      expect(res.status, endpoint).toBe(422);
      expect(
        ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path),
        endpoint,
      ).toEqual(['endpoint']);
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('keep at most 10 browsers per account: the oldest is replaced', async () => {
    const { id, cookie } = await signedInUser();
    let now = Date.now();
    const ticking = createApp({ clock: () => (now += 1000) });
    for (let i = 0; i < 12; i += 1)
      expect((await subscribe(cookie, fcm(`cap-${id}-${String(i).padStart(2, '0')}`), KEYS, ticking)).status).toBe(201);
    const kept = (await rowsOf(id)).map((r) => r.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(fcm(`cap-${id}-00`));
    expect(kept).not.toContain(fcm(`cap-${id}-01`));
    expect(kept).toContain(fcm(`cap-${id}-11`));
    // Renewing an existing browser's subscription keeps it and makes it the newest.
    expect((await subscribe(cookie, fcm(`cap-${id}-02`), KEYS, ticking)).status).toBe(201);
    expect((await subscribe(cookie, fcm(`cap-${id}-12`), KEYS, ticking)).status).toBe(201);
    const after = (await rowsOf(id)).map((r) => r.endpoint);
    expect(after).toHaveLength(10);
    expect(after).toContain(fcm(`cap-${id}-02`));
    expect(after).not.toContain(fcm(`cap-${id}-03`));
  });

  it('never move an endpoint to another account: 409, and the first account keeps it and its notifications', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const endpoint = fcm(`shared-${owner.id}`);
    expect((await subscribe(owner.cookie, endpoint)).status).toBe(201);
    // The other account tries to take it over with its own keys (the VAPID key is another valid P-256 point).
    const taken = await subscribe(other.cookie, endpoint, { p256dh: VAPID.VAPID_PUBLIC_KEY, auth: BROWSER.auth });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'push_endpoint_taken' });
    expect(await rowsOf(owner.id)).toEqual([{ endpoint, p256dh: BROWSER.publicKey }]);
    expect(await rowsOf(other.id)).toEqual([]);

    await setPush(owner.cookie, true);
    await setPush(other.cookie, true);
    const services = pushServices();
    await notify(context(), other.id, messages.levelReached(5));
    expect(services.received).toHaveLength(0);
    await notify(context(), owner.id, messages.levelReached(5));
    expect(await services.shown(endpoint)).toEqual([expect.objectContaining({ title: 'You reached level 5' })]);
  });

  it('unsubscribing removes only the caller’s own subscription', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const endpoint = fcm(`own-${owner.id}`);
    await subscribe(owner.cookie, endpoint);
    expect(await (await ask('/notifications/push/unsubscribe', other.cookie, { json: { endpoint } })).json()).toEqual({
      unsubscribed: false,
    });
    expect(await (await ask('/notifications/push/unsubscribe', owner.cookie, { json: { endpoint } })).json()).toEqual({
      unsubscribed: true,
    });
  });
});

describe('Web Push delivery', () => {
  it('a notification reaches the browser: encrypted (aes128gcm), signed (VAPID), opened to its title, text and link, once', async () => {
    const { id, cookie } = await signedInUser();
    await setPush(cookie, true);
    const endpoint = fcm(`deliver-${id}`);
    await subscribe(cookie, endpoint);
    const services = pushServices();
    // A signed-in user's support request makes a "support received" notification.
    const sent = await ask('/support/requests', cookie, {
      json: { category: 'technical', subject: 'Push arrives', message: 'Checking that the browser is told about this.' },
    });
    expect(sent.status).toBe(201);
    expect(await services.shown(endpoint)).toEqual([
      {
        title: 'We received your support request: Push arrives',
        body: 'Thank you for writing. We aim to answer within 24 hours.',
        link: '/help',
      },
    ]);
    const [push] = services.to(endpoint);
    expect(push!.headers.get('content-encoding')).toBe('aes128gcm');
    expect(push!.headers.get('authorization')).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.VAPID_PUBLIC_KEY}$`));
    expect(push!.body.byteLength).toBe(4096); // padded: the length says nothing about the text
    expect(push!.redirect).toBe('manual'); // a push service's redirect is never followed elsewhere
    // The same event again notifies nobody twice.
    await notify(context(), id, messages.levelReached(2));
    await notify(context(), id, messages.levelReached(2));
    expect(services.to(endpoint)).toHaveLength(2);
  });

  it('one failing browser does not stop the others', async () => {
    const { id, cookie } = await signedInUser();
    await setPush(cookie, true);
    // Stored in this order (by endpoint): an unreachable push service, a browser whose key is not a
    // P-256 point (encryption fails), a push service answering 500, then a working one.
    const unreachable = fcm(`a-unreachable-${id}`);
    const badKey = fcm(`b-bad-key-${id}`);
    const failing = fcm(`c-failing-${id}`);
    const working = fcm(`d-working-${id}`);
    await subscribe(cookie, unreachable);
    await subscribe(cookie, badKey, { p256dh: `BA${'A'.repeat(85)}`, auth: BROWSER.auth });
    await subscribe(cookie, failing);
    await subscribe(cookie, working);
    expect(await rowsOf(id)).toHaveLength(4);
    const services = pushServices((url) => {
      if (url === unreachable) throw new TypeError('Network connection lost.');
      return new Response(null, { status: url === failing ? 500 : 201 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await notify(context(), id, messages.levelReached(3));
    expect(await services.shown(working)).toEqual([expect.objectContaining({ title: 'You reached level 3' })]);
    expect(services.to(unreachable)).toHaveLength(1);
    expect(services.to(failing)).toHaveLength(1);
    // Nothing was forgotten for a passing failure.
    expect(await rowsOf(id)).toHaveLength(4);
  });

  it('forgets only the browser its push service says is gone, and never sends to an endpoint stored before the host rule', async () => {
    const { id, cookie } = await signedInUser();
    await setPush(cookie, true);
    const gone = fcm(`gone-${id}`);
    const kept = fcm(`kept-${id}`);
    await subscribe(cookie, gone);
    await subscribe(cookie, kept);
    // A row an older version accepted, pointing into the Worker's own network.
    const internal = `https://169.254.169.254/latest/${id}`;
    await env.DB.prepare('INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(internal, id, KEYS.p256dh, KEYS.auth, Date.now())
      .run();
    const services = pushServices((url) => new Response(null, { status: url === gone ? 410 : 201 }));
    await notify(context(), id, messages.levelReached(4));
    expect(services.to(internal)).toHaveLength(0);
    expect(services.to(gone)).toHaveLength(1);
    expect((await rowsOf(id)).map((r) => r.endpoint)).toEqual([kept]);
  });

  it('sends nothing when the user turned push off', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie, fcm(`off-${id}`));
    const services = pushServices();
    await notify(context(), id, messages.levelReached(3));
    expect(services.received).toHaveLength(0);
  });
});
