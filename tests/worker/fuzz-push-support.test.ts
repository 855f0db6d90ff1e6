import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { notify } from '../../functions/features/notifications/notify';
import { messages } from '../../functions/features/notifications/messages';
import { notifyContextFor, ORIGIN, requestApp } from './helpers';
import { signedInUser } from './users';

/**
 * Property-based attacks on Web Push subscriptions, the support form and the support desk's token.
 * Whatever arrives: no 5xx and always the error envelope; the Worker only ever sends push requests
 * to the browsers' push services over https on port 443; nothing with a control character reaches
 * a mail header; a visitor's words never reach the address they typed; and no guess opens the desk.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const VAPID = {
  VAPID_PUBLIC_KEY: 'BEOtFtl47xremRxMq_ma0uSndvWYd3K6FzNPdb6Ky1fgYK7x9xy2d8OrLz-Ugd7Ow77ONm7hEf9LwULu5si3pBI',
  VAPID_PRIVATE_KEY: 'cFNHcfWif51Au_J-uLSG9b-Qk1KTe54bfnrqB2OpBXo',
  VAPID_SUBJECT: 'mailto:push@agent-atlas.localhost',
};
const DESK_TOKEN = 'desk-token-for-fuzzing-9876543210';
const testEnv = { ...env, ...VAPID, SUPPORT_DESK_TOKEN: DESK_TOKEN } as Cloudflare.Env;
const KEYS = {
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

const app = createApp();
let addresses = 0;
/** A fresh client address per request, so the fuzzing meets the rules rather than the rate limits. */
const freshAddress = () => `198.18.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;
const send = (path: string, init: { method?: string; json?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> }) =>
  requestApp(
    app,
    `${ORIGIN}/api/v1${path}`,
    {
      method: init.method ?? 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'cf-connecting-ip': init.ip ?? freshAddress(),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
    testEnv,
  );

const STACK = /\bat [\w.<>$]+ \(|\.ts:\d+:\d+|node_modules|TypeError|ReferenceError/;
/** Every answer: below 500, no stack trace, and the envelope on errors. Returns the parsed body. */
async function wellFormed(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBeLessThan(500);
  expect(text).not.toMatch(STACK);
  const body = JSON.parse(text) as { message?: unknown; code?: unknown; issues?: { path: string }[] };
  if (res.status >= 400) {
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
  }
  return body;
}

/** The push services, written out independently of the code: exact hosts and parent domains. */
const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_PARENTS = ['push.apple.com', 'notify.windows.com'];
function isPushService(endpoint: string) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return false;
  const labels = url.hostname.split('.');
  return (
    PUSH_HOSTS.includes(url.hostname) ||
    PUSH_PARENTS.some(
      (parent) =>
        labels.length > parent.split('.').length && labels.slice(-parent.split('.').length).join('.') === parent && labels.every(Boolean),
    )
  );
}

const CONTROL = ['\r', '\n', '\r\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'];

afterEach(() => vi.restoreAllMocks());

describe('fuzzing Web Push subscriptions', () => {
  const scheme = fc.constantFrom('https', 'http', 'HTTPS', 'wss', 'ftp', 'javascript', 'data');
  const host = fc.oneof(
    fc.constantFrom(...PUSH_HOSTS, 'web.push.apple.com', 'wns2-par02p.notify.windows.com', 'db5.notify.windows.com'),
    fc.constantFrom(
      'push.apple.com',
      'notify.windows.com',
      'googleapis.com',
      'localhost',
      '127.0.0.1',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '[::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '2130706433',
      '0x7f.1',
      'metadata.google.internal',
    ),
    fc.domain(),
    fc.ipV4().map(String),
    fc.ipV6().map((ip) => `[${ip}]`),
    // The real hosts, bent: a prefix, a suffix, a trailing dot, a different case.
    fc
      .tuple(
        fc.constantFrom(...PUSH_HOSTS, 'web.push.apple.com', 'x.notify.windows.com'),
        fc.constantFrom('evil', 'evil.', '-', ''),
        fc.constantFrom('', '.', '.evil.example', 'x'),
      )
      .map(([h, pre, post]) => `${pre}${h}${post}`),
    fc.constantFrom(...PUSH_HOSTS).map((h) => h.toUpperCase()),
  );
  const userinfo = fc.constantFrom('', '', '', 'user@', 'user:pass@', ':@', `${PUSH_HOSTS[0]}@`);
  const port = fc.constantFrom('', '', '', ':443', ':8443', ':80', ':0', ':65535');
  const path = fc.oneof(
    fc.constantFrom('/fcm/send/abc', '/wpush/v2/abc', '/w/?token=abc', '/', '', '/@evil.example/', '\\@evil.example'),
    fc.webPath(),
  );
  // A real browser endpoint, then at most one part of it changed: about half stay valid.
  const real = fc.tuple(
    fc.constantFrom(...PUSH_HOSTS, 'web.push.apple.com', 'wns2-par02p.notify.windows.com', 'db5.notify.windows.com'),
    fc.constantFrom('', ':443'),
    path,
  );
  const bent = fc
    .tuple(real, fc.constantFrom('none', 'none', 'none', 'scheme', 'userinfo', 'host', 'port'), scheme, userinfo, host, port)
    .map(
      ([[h, p, rest], change, s, u, otherHost, otherPort]) =>
        `${change === 'scheme' ? s : 'https'}://${change === 'userinfo' ? u : ''}${change === 'host' ? otherHost : h}${change === 'port' ? otherPort : p}${rest}`,
    );
  const endpoint = fc.oneof(
    { weight: 3, arbitrary: bent },
    fc.tuple(scheme, userinfo, host, port, path).map(([s, u, h, p, rest]) => `${s}://${u}${h}${p}${rest}`),
    fc.webUrl({ withFragments: true, withQueryParameters: true }),
    fc.string({ maxLength: 60 }),
  );

  it(
    'stores only browser push services, answers every other endpoint with 422 naming it, and never sends elsewhere',
    { timeout: 240_000 },
    async () => {
      const user = await signedInUser();
      await send('/settings/preferences', {
        method: 'PUT',
        cookie: user.cookie,
        json: {
          notifications: { email: true, push: true, marketingEmails: false, securityAlerts: true },
          privacy: { profileVisibility: 'public', dataCollection: false },
        },
      });
      const accepted = new Set<string>();
      await fc.assert(
        fc.asyncProperty(endpoint, async (e) => {
          const res = await send('/notifications/push/subscriptions', { cookie: user.cookie, json: { endpoint: e, keys: KEYS } });
          const body = await wellFormed(res, e);
          if (isPushService(e) && e.length <= 2048) {
            expect(res.status, e).toBe(201);
            accepted.add(e);
          } else {
            expect(res.status, e).toBe(422);
            expect(body.issues?.map((i) => i.path)).toEqual(['endpoint']);
          }
        }),
        { numRuns: 300, seed: SEED },
      );
      const stored = (
        await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ?').bind(user.id).all<{ endpoint: string }>()
      ).results.map((r) => r.endpoint);
      expect(stored.length).toBeLessThanOrEqual(10);
      for (const e of stored) expect(accepted.has(e), e).toBe(true);

      // Whatever was stored, a notification only ever goes to push service hosts.
      const sentTo: string[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        sentTo.push(String(input instanceof Request ? input.url : input));
        return new Response(null, { status: 201 });
      });
      await notify(notifyContextFor(testEnv), user.id, messages.levelReached(7));
      expect(sentTo.length).toBe(stored.length);
      for (const url of sentTo) expect(isPushService(url), url).toBe(true);
    },
  );

  it('never moves an endpoint between accounts, whoever asks and in whatever order', { timeout: 120_000 }, async () => {
    const users = [await signedInUser(), await signedInUser(), await signedInUser()];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          const run = crypto.randomUUID();
          const owner = new Map<number, number>();
          for (const [who, n] of steps) {
            const e = `https://fcm.googleapis.com/fcm/send/${run}-${n}`;
            const res = await send('/notifications/push/subscriptions', { cookie: users[who]!.cookie, json: { endpoint: e, keys: KEYS } });
            await wellFormed(res, e);
            if (!owner.has(n)) owner.set(n, who);
            expect(res.status).toBe(owner.get(n) === who ? 201 : 409);
          }
          for (const [n, who] of owner) {
            const row = await env.DB.prepare('SELECT user_id FROM push_subscriptions WHERE endpoint = ?')
              .bind(`https://fcm.googleapis.com/fcm/send/${run}-${n}`)
              .first<{ user_id: string }>();
            expect(row?.user_id).toBe(users[who]!.id);
          }
        },
      ),
      { numRuns: 40, seed: SEED },
    );
  });
});

describe('fuzzing the support form', () => {
  const text = (min: number, max: number) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 10 }))
          .map(([a, c, b]) => `${a}${c}${b}`),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max }) },
    );
  const plainEmail = fc
    .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}$/), fc.constantFrom('example.test', 'example.com', 'mail.example.org'))
    .map(([local, domain]) => `${local}@${domain}`);
  const email = fc.oneof(
    { weight: 4, arbitrary: plainEmail },
    {
      weight: 2,
      arbitrary: fc
        .tuple(plainEmail, fc.constantFrom(...CONTROL), fc.constantFrom('Bcc: victim@example.test', 'x', ''))
        .map(([a, c, b]) => `${a}${c}${b}`),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

  it(
    'never puts a control character into a mail header, never mails a visitor their own words, and names the refused field',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(text(0, 100), text(0, 200), email, fc.boolean(), async (subject, message, address, passCheck) => {
          const marker = `fz${crypto.randomUUID().slice(0, 8)}`;
          const res = await send('/support/requests', {
            json: {
              category: 'general',
              subject: `${marker}${subject}`,
              message: `${marker}${message}`,
              email: address,
              humanCheckToken: passCheck ? 'local-human-check-passed' : 'forged',
            },
          });
          const body = await wellFormed(res, JSON.stringify({ subject, address }));
          if (/[\p{Cc}\u2028\u2029]/u.test(`${marker}${subject}`.trim())) {
            expect(res.status).toBe(422);
            expect(body.issues?.map((i) => i.path)).toContain('subject');
          }
          if (res.status === 201) {
            expect(passCheck).toBe(true);
            const mails = (
              await env.DB.prepare(
                'SELECT to_address, subject, text_body, html_body FROM email_outbox WHERE text_body LIKE ? OR subject LIKE ? OR to_address = ?',
              )
                .bind(`%${marker}%`, `%${marker}%`, address.trim().toLowerCase())
                .all<{ to_address: string; subject: string; text_body: string; html_body: string }>()
            ).results;
            for (const mail of mails) {
              expect(mail.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
              // Only the desk's own address ever sees the visitor's words.
              if (mail.to_address !== 'support@agent-atlas.localhost') {
                expect(`${mail.subject}${mail.text_body}${mail.html_body}`).not.toContain(marker);
              }
            }
          }
        }),
        { numRuns: 200, seed: SEED },
      );
    },
  );
});

describe('fuzzing the support desk’s token', () => {
  it('no guess opens the desk, no answer is 5xx, and a guessing address is stopped', { timeout: 120_000 }, async () => {
    const guess = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        DESK_TOKEN,
        DESK_TOKEN.slice(0, -1),
        `${DESK_TOKEN}x`,
        ` ${DESK_TOKEN}`,
        DESK_TOKEN.toUpperCase(),
        `${DESK_TOKEN}\t`,
        '',
      ),
    );
    const scheme = fc.constantFrom('Bearer ', 'bearer ', 'Basic ', '', 'Bearer  ');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(scheme, guess), { minLength: 1, maxLength: 14 }), async (tries) => {
        const ip = freshAddress();
        let wrong = 0;
        for (const [s, g] of tries) {
          const header = `${s}${g}`;
          const res = await send('/support/desk/requests', { method: 'GET', ip, headers: { authorization: header } });
          await wellFormed(res, header);
          // Header values arrive without their leading and trailing spaces and tabs.
          const right = header.replace(/^[\t ]+|[\t ]+$/g, '') === `Bearer ${DESK_TOKEN}`;
          if (wrong >= 10) expect(res.status).toBe(429);
          else expect(res.status).toBe(right ? 200 : 401);
          if (!right) wrong += 1;
        }
      }),
      { numRuns: 60, seed: SEED },
    );
  });
});
