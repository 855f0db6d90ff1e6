import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { notify, type NotifyContext } from '../../functions/features/notifications/notify';
import { messages } from '../../functions/features/notifications/messages';
import { call } from './accounts';
import { ORIGIN, requestApp } from './helpers';
import { signedInUser } from './users';

// A VAPID key pair made for these tests with `npm run push:keys` (not used anywhere else).
const VAPID = {
  VAPID_PUBLIC_KEY: 'BEOtFtl47xremRxMq_ma0uSndvWYd3K6FzNPdb6Ky1fgYK7x9xy2d8OrLz-Ugd7Ow77ONm7hEf9LwULu5si3pBI',
  VAPID_PRIVATE_KEY: 'cFNHcfWif51Au_J-uLSG9b-Qk1KTe54bfnrqB2OpBXo',
  VAPID_SUBJECT: 'mailto:push@agent-atlas.localhost',
};
const pushEnv = { ...env, ...VAPID } as Cloudflare.Env;
// The user agent keys of RFC 8291's example: a valid P-256 point and a 16-byte auth secret.
const KEYS = {
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

const app = createApp();
const ask = (path: string, cookie: string, init: { method?: string; json?: unknown } = {}, environment = pushEnv) =>
  requestApp(
    app,
    `${ORIGIN}/api/v1${path}`,
    {
      method: init.method ?? 'GET',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
    environment,
  );

async function setPush(cookie: string, push: boolean) {
  const res = await call('/settings/preferences', {
    method: 'PUT',
    cookie,
    json: {
      notifications: { email: true, push, marketingEmails: false, securityAlerts: true },
      privacy: { profileVisibility: 'public', dataCollection: false },
    },
  });
  expect(res.status).toBe(200);
}

/** A push service stand-in that records what it is sent and answers with the given status. */
function fakePushService(status = 201) {
  const sent: { url: string; headers: Headers; body: Uint8Array }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), headers: new Headers(init?.headers), body: new Uint8Array(init?.body as ArrayBuffer) });
    return new Response(null, { status });
  }) as typeof fetch;
  return { sent, fetchFn };
}

const context = (fetchFn: typeof fetch, now = Date.now()): NotifyContext => ({
  db: env.DB,
  env: pushEnv,
  now,
  origin: ORIGIN,
  defer: (w) => w,
  fetch: fetchFn,
});

describe('Web Push', () => {
  it('gives the public key and stores a subscription only when push is configured, refusing bad ones', async () => {
    const { cookie } = await signedInUser();
    expect((await ask('/notifications/push/key', cookie, {}, env)).status).toBe(404);
    expect(await (await ask('/notifications/push/key', cookie)).json()).toEqual({ publicKey: VAPID.VAPID_PUBLIC_KEY });
    const subscribe = (json: unknown) => ask('/notifications/push/subscriptions', cookie, { method: 'POST', json });
    expect((await subscribe({ endpoint: 'https://push.example.net/s/1', expirationTime: null, keys: KEYS })).status).toBe(201);
    expect((await subscribe({ endpoint: 'http://push.example.net/s/1', keys: KEYS })).status).toBe(422);
    expect((await subscribe({ endpoint: 'https://push.example.net/s/2', keys: { ...KEYS, auth: 'short' } })).status).toBe(422);
    expect((await subscribe({ endpoint: 'https://push.example.net/s/3' })).status).toBe(422);
    expect((await ask('/notifications/push/key', '')).status).toBe(401);
  });

  it('sends each new notification to the user’s browsers, encrypted (aes128gcm) and signed (VAPID), once', async () => {
    const { id, cookie } = await signedInUser();
    await setPush(cookie, true);
    await ask('/notifications/push/subscriptions', cookie, {
      method: 'POST',
      json: { endpoint: `https://push.example.net/s/${id}`, keys: KEYS },
    });
    const service = fakePushService();
    await notify(context(service.fetchFn), id, messages.levelReached(2));
    await notify(context(service.fetchFn), id, messages.levelReached(2)); // the same event again
    expect(service.sent).toHaveLength(1);
    const [push] = service.sent;
    expect(push!.url).toBe(`https://push.example.net/s/${id}`);
    expect(push!.headers.get('content-encoding')).toBe('aes128gcm');
    expect(push!.headers.get('authorization')).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.VAPID_PUBLIC_KEY}$`));
    expect(push!.body.byteLength).toBe(4096); // padded: the length says nothing about the text
    expect(new TextDecoder().decode(push!.body)).not.toContain('level');
  });

  it('sends nothing when the user turned push off, and forgets a browser the push service says is gone', async () => {
    const { id, cookie } = await signedInUser();
    await ask('/notifications/push/subscriptions', cookie, {
      method: 'POST',
      json: { endpoint: `https://push.example.net/gone/${id}`, keys: KEYS },
    });
    const off = fakePushService();
    await notify(context(off.fetchFn), id, messages.levelReached(3));
    expect(off.sent).toHaveLength(0);
    await setPush(cookie, true);
    const gone = fakePushService(410);
    await notify(context(gone.fetchFn), id, messages.levelReached(4));
    expect(gone.sent).toHaveLength(1);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('unsubscribing removes only the caller’s own subscription', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const endpoint = `https://push.example.net/s/own-${owner.id}`;
    await ask('/notifications/push/subscriptions', owner.cookie, { method: 'POST', json: { endpoint, keys: KEYS } });
    expect(await (await ask('/notifications/push/unsubscribe', other.cookie, { method: 'POST', json: { endpoint } })).json()).toEqual({
      unsubscribed: false,
    });
    expect(await (await ask('/notifications/push/unsubscribe', owner.cookie, { method: 'POST', json: { endpoint } })).json()).toEqual({
      unsubscribed: true,
    });
  });
});
