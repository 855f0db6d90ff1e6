import { describe, expect, it, vi } from 'vitest';
import type { SupportRequestView } from '../../functions/features/support/support.schemas';
import { env } from 'cloudflare:workers';
import { call, latestMailTo, post, registeredUser, uniqueEmail } from './accounts';
import { subscribe } from './billing-helpers';
import { signedInUser } from './users';

const REQUEST = {
  category: 'technical',
  subject: 'Search misses a page',
  message: 'Searching for "reflexion" does not find the page I expected.',
};
const send = async (cookie: string, body: unknown = REQUEST) => post('/support/requests', body, { cookie });
const sent = async (cookie: string) => ((await (await send(cookie)).json()) as { request: SupportRequestView }).request;

describe('support requests and priority support', () => {
  it('are stored with the standard 24-hour target for Free and Pro accounts', async () => {
    const free = await signedInUser();
    const res = await send(free.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; request: SupportRequestView };
    expect(body.message).toBe("Support request submitted successfully! We'll get back to you soon.");
    expect(body.request).toMatchObject({ ...REQUEST, priority: false, status: 'open' });
    expect(body.request.respondBy - body.request.createdAt).toBe(24 * 3_600_000);
    const pro = await signedInUser();
    await subscribe(pro.cookie, 'pro');
    expect((await sent(pro.cookie)).priority).toBe(false);
  });

  it('are marked priority with a 2-hour target for Enterprise accounts, and listed for their owner only', async () => {
    const enterprise = await signedInUser();
    await subscribe(enterprise.cookie, 'enterprise');
    const request = await sent(enterprise.cookie);
    expect(request.priority).toBe(true);
    expect(request.respondBy - request.createdAt).toBe(2 * 3_600_000);
    expect(await (await call('/support/requests', { cookie: enterprise.cookie })).json()).toEqual({ requests: [request] });
    const other = await signedInUser();
    expect(await (await call('/support/requests', { cookie: other.cookie })).json()).toEqual({ requests: [] });
  });

  it('never takes priority from the client, and refuses bad input with field messages', async () => {
    const { cookie } = await signedInUser();
    const forged = await send(cookie, { ...REQUEST, priority: true });
    expect(forged.status).toBe(422);
    for (const body of [
      { ...REQUEST, category: 'urgent' },
      { ...REQUEST, subject: '' },
      { ...REQUEST, message: 'short' },
      { ...REQUEST, message: 'x'.repeat(5001) },
    ]) {
      const res = await send(cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect(await (await call('/support/requests', { cookie })).json()).toEqual({ requests: [] });
    // A visitor must say where to answer.
    expect((await post('/support/requests', REQUEST)).status).toBe(422);
    expect((await call('/support/requests')).status).toBe(401);
  });
});

describe('support requests from visitors', () => {
  const VISITOR = { ...REQUEST, email: 'Visitor@Example.test', humanCheckToken: 'local-human-check-passed' };
  const deskMail = async (subject: string) =>
    env.DB.prepare("SELECT subject, text_body FROM email_outbox WHERE to_address = 'support@agent-atlas.localhost' AND subject = ? LIMIT 1")
      .bind(subject)
      .first<{ subject: string; text_body: string }>();
  const stored = async (email: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM support_requests WHERE email = ?').bind(email).first<{ n: number }>())!.n;

  it('are stored with the visitor’s email, confirmed to them by mail and announced to the desk', async () => {
    const email = uniqueEmail('visitor');
    const subject = `Visitor question ${email}`;
    const res = await post('/support/requests', { ...VISITOR, email, subject });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: "Support request submitted successfully! We'll get back to you soon.",
      request: { priority: false },
    });
    expect(await stored(email)).toBe(1);
    // The visitor's address is unconfirmed: a plain receipt, without their subject.
    expect((await latestMailTo(email))?.subject).toBe('We received your support request');
    expect((await deskMail(`[Technical Issue] ${subject}`))?.text_body).toContain(`From: ${email} (visitor)`);
  });

  it('need an email and a passed human check; a filled honeypot is refused; nothing is stored', async () => {
    const email = uniqueEmail('visitor');
    const missing = await post('/support/requests', { ...VISITOR, email: undefined });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ issues: [{ path: 'email' }] });
    const unchecked = await post('/support/requests', { ...VISITOR, email, humanCheckToken: 'forged' });
    expect(unchecked.status).toBe(403);
    expect(await unchecked.json()).toMatchObject({ code: 'human_check_failed' });
    const bot = await post('/support/requests', { ...VISITOR, email, website: 'http://spam.example' });
    expect(bot.status).toBe(400);
    expect(await bot.json()).toMatchObject({ code: 'spam_rejected' });
    expect((await post('/support/requests', { ...VISITOR, email: 'not-an-email' })).status).toBe(422);
    expect(await stored(email)).toBe(0);
  });

  it('are rate-limited by address and by email', async () => {
    const ip = '203.0.113.77';
    const sends = [];
    for (let i = 0; i < 6; i += 1)
      sends.push((await post('/support/requests', { ...VISITOR, email: uniqueEmail('flood') }, { ip })).status);
    expect(sends).toEqual([201, 201, 201, 201, 201, 429]);
    const email = uniqueEmail('repeat');
    const byEmail = [];
    for (let i = 0; i < 4; i += 1) byEmail.push((await post('/support/requests', { ...VISITOR, email })).status);
    expect(byEmail).toEqual([201, 201, 201, 429]);
    expect(await stored(email)).toBe(3);
  });

  it('an Enterprise request reaches the desk marked priority', async () => {
    const enterprise = await signedInUser();
    await subscribe(enterprise.cookie, 'enterprise');
    const subject = `Urgent ${enterprise.id}`;
    await post('/support/requests', { ...REQUEST, subject }, { cookie: enterprise.cookie });
    expect(await deskMail(`[PRIORITY] [Technical Issue] ${subject}`)).not.toBeNull();
  });
});

describe('the human check', () => {
  it('verifies Turnstile tokens on the server with the secret (mocked siteverify)', async () => {
    const { humanCheckFor } = await import('../../functions/features/support/human-check');
    const sent: { url: string; body: URLSearchParams }[] = [];
    const fakeFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      sent.push({ url: String(url), body });
      return Response.json({ success: body.get('response') === 'good-token', 'error-codes': [] });
    }) as typeof fetch;
    const check = humanCheckFor({ ...env, TURNSTILE_SECRET_KEY: 'secret-key' } as Cloudflare.Env, fakeFetch)!;
    expect(await check.verify('good-token', '203.0.113.9')).toBe(true);
    expect(await check.verify('bad-token', '203.0.113.9')).toBe(false);
    expect(await check.verify('', '203.0.113.9')).toBe(false);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ secret: 'secret-key', response: 'good-token', remoteip: '203.0.113.9' });
    expect(humanCheckFor({ ...env, APP_ENV: 'production' } as Cloudflare.Env)).toBeNull();
  });
});

describe('the support desk', () => {
  const TOKEN = 'desk-token-for-tests-0123456789';
  const deskEnv = { ...env, SUPPORT_DESK_TOKEN: TOKEN } as Cloudflare.Env;
  const desk = async (path: string, init: RequestInit = {}, token = TOKEN, environment = deskEnv) => {
    const { createApp } = await import('../../functions/app');
    const { requestApp, ORIGIN } = await import('./helpers');
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.body) headers.set('content-type', 'application/json');
    return requestApp(createApp(), `${ORIGIN}/api/v1/support/desk${path}`, { ...init, headers }, environment);
  };

  it('lists open requests priority first and answers one: the sender is mailed, notified and sees the answer', async () => {
    const enterprise = await signedInUser();
    await subscribe(enterprise.cookie, 'enterprise');
    const learner = await signedInUser();
    const { request } = (await (
      await post('/support/requests', { ...REQUEST, subject: `Desk ${learner.id}` }, { cookie: learner.cookie })
    ).json()) as { request: SupportRequestView };
    await post('/support/requests', { ...REQUEST, subject: `Desk ${enterprise.id}` }, { cookie: enterprise.cookie });
    const queue = (await (await desk('/requests')).json()) as { requests: (SupportRequestView & { email: string })[] };
    const ours = queue.requests.filter((r) => r.subject.startsWith('Desk '));
    expect(ours.findIndex((r) => r.subject === `Desk ${enterprise.id}`)).toBeLessThan(
      ours.findIndex((r) => r.subject === `Desk ${learner.id}`),
    );
    expect(ours.find((r) => r.id === request.id)?.email).toBe(`${learner.id}@example.test`);

    const answered = await desk(`/requests/${request.id}/answer`, {
      method: 'POST',
      body: JSON.stringify({ answer: 'Search matches titles first; try the full-text search.' }),
    });
    expect(answered.status).toBe(200);
    expect((await latestMailTo(`${learner.id}@example.test`))?.subject).toBe(`Re: Desk ${learner.id}`);
    const mine = (await (await call('/support/requests', { cookie: learner.cookie })).json()) as { requests: SupportRequestView[] };
    expect(mine.requests[0]).toMatchObject({ status: 'answered', answer: 'Search matches titles first; try the full-text search.' });
    const notes = (await (await call('/notifications', { cookie: learner.cookie })).json()) as { notifications: { kind: string }[] };
    expect(notes.notifications.map((n) => n.kind)).toContain('support_answered');
    const again = await desk(`/requests/${request.id}/answer`, {
      method: 'POST',
      body: JSON.stringify({ answer: 'A second answer here.' }),
    });
    expect(again.status).toBe(409);
  });

  it('needs the desk token, and does not exist without one configured', async () => {
    expect((await desk('/requests', {}, '')).status).toBe(401);
    expect((await desk('/requests', {}, 'wrong-token')).status).toBe(401);
    expect((await desk('/requests', {}, TOKEN, env)).status).toBe(404);
    expect((await desk('/requests/nope/answer', { method: 'POST', body: JSON.stringify({ answer: 'Long enough answer.' }) })).status).toBe(
      404,
    );
    expect((await desk('/requests/nope/answer', { method: 'POST', body: JSON.stringify({ answer: 'short' }) })).status).toBe(422);
  });
});

describe('the support form is not a mail relay', () => {
  const VISITOR = { ...REQUEST, humanCheckToken: 'local-human-check-passed' };
  const storedFor = async (email: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM support_requests WHERE email = ?').bind(email).first<{ n: number }>())!.n;
  const mailsTo = async (email: string) =>
    (
      await env.DB.prepare('SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = ?')
        .bind(email)
        .all<{ subject: string; text_body: string; html_body: string }>()
    ).results;

  it('refuses control characters in the fields that reach mail headers, naming the field (422), and sends nothing', async () => {
    const email = uniqueEmail('headers');
    const { cookie } = await signedInUser();
    for (const subject of [
      'Hello\r\nBcc: victim@example.test',
      'Line\nbreak',
      'Tab\there',
      'Nul\u0000byte',
      'Next\u0085line',
      'Line\u2028separator',
    ]) {
      for (const [who, res] of [
        ['visitor', await post('/support/requests', { ...VISITOR, email, subject })],
        ['signed in', await post('/support/requests', { ...REQUEST, subject }, { cookie })],
      ] as const) {
        expect(res.status, `${who}: ${JSON.stringify(subject)}`).toBe(422);
        expect(((await res.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
          { path: 'subject', message: 'Write the subject on one line, without control characters.' },
        ]);
      }
    }
    for (const address of [`${email}\r\nBcc: victim@example.test`, `${email}\nX-Header: 1`, `visitor\u0000@example.test`]) {
      const res = await post('/support/requests', { ...VISITOR, email: address });
      expect(res.status, JSON.stringify(address)).toBe(422);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['email']);
    }
    expect(await storedFor(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends a visitor’s unconfirmed address a plain receipt without any of their text; the desk gets the request', async () => {
    const email = uniqueEmail('relay');
    const subject = `Claim your prize ${email}`;
    const message = 'Your account is locked. Log in at https://attacker.example/login to unlock it.';
    expect((await post('/support/requests', { ...VISITOR, email, subject, message })).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('We received your support request');
    for (const part of [mails[0]!.subject, mails[0]!.text_body, mails[0]!.html_body]) {
      expect(part).not.toContain('prize');
      expect(part).not.toContain('attacker.example');
    }
    const desk = await env.DB.prepare(
      "SELECT text_body FROM email_outbox WHERE to_address = 'support@agent-atlas.localhost' AND subject = ?",
    )
      .bind(`[Technical Issue] ${subject}`)
      .first<{ text_body: string }>();
    expect(desk?.text_body).toContain(message);
  });

  it('counts the limits after the human check: failed checks never lock out the owner of an address or the sender', async () => {
    const owner = uniqueEmail('owner');
    // Someone fails the check again and again with the owner's address, from many addresses and from one.
    for (let i = 0; i < 6; i += 1)
      expect((await post('/support/requests', { ...VISITOR, email: owner, humanCheckToken: 'forged' })).status).toBe(403);
    const ip = '203.0.113.140';
    for (let i = 0; i < 6; i += 1)
      expect((await post('/support/requests', { ...VISITOR, email: owner, humanCheckToken: 'forged' }, { ip })).status).toBe(403);
    // The owner (and that address) can still write.
    expect((await post('/support/requests', { ...VISITOR, email: owner })).status).toBe(201);
    expect((await post('/support/requests', { ...VISITOR, email: uniqueEmail('same-ip') }, { ip })).status).toBe(201);
    expect(await storedFor(owner)).toBe(1);
  });

  it('limits failed human checks per address (429 with Retry-After), without checking more tokens', async () => {
    const ip = '203.0.113.141';
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await post('/support/requests', { ...VISITOR, email: uniqueEmail('bot'), humanCheckToken: 'forged' }, { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 403)).toBe(true);
    expect(statuses[20]).toBe(429);
    const passed = await post('/support/requests', { ...VISITOR, email: uniqueEmail('bot') }, { ip });
    expect(passed.status).toBe(429);
    expect(Number(passed.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('needs a confirmed email from signed-in users: 403 telling them to confirm it, nothing stored or sent', async () => {
    const unconfirmed = await registeredUser();
    const res = await post('/support/requests', REQUEST, { cookie: unconfirmed.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'email_not_confirmed',
      message: 'Confirm your email address first: use the link we sent you, or send a new one from your profile.',
    });
    expect(await storedFor(unconfirmed.email)).toBe(0);
    expect((await mailsTo(unconfirmed.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirm your email address/)]);
    const confirmed = await registeredUser({ verify: true });
    expect((await post('/support/requests', REQUEST, { cookie: confirmed.cookie })).status).toBe(201);
  });
});

describe('the support desk’s token and answers', () => {
  const TOKEN = 'desk-token-for-tests-0123456789';
  const deskEnv = { ...env, SUPPORT_DESK_TOKEN: TOKEN } as Cloudflare.Env;
  const desk = async (token: string, ip: string, path = '/requests', init: RequestInit = {}) => {
    const { createApp } = await import('../../functions/app');
    const { requestApp, ORIGIN } = await import('./helpers');
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    headers.set('cf-connecting-ip', ip);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.body) headers.set('content-type', 'application/json');
    return requestApp(createApp(), `${ORIGIN}/api/v1/support/desk${path}`, { ...init, headers }, deskEnv);
  };

  it('limits wrong guesses per address: 429 with Retry-After, even for the right token, while other addresses and the holder go on', async () => {
    const guesser = '203.0.113.150';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await desk(`guess-${i}`, guesser)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const locked = await desk(TOKEN, guesser);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await desk(TOKEN, '203.0.113.151')).status).toBe(200);
    // The holder's own requests are not guesses: they never use up the limit.
    const holder = '203.0.113.152';
    for (let i = 0; i < 15; i += 1) expect((await desk(TOKEN, holder)).status).toBe(200);
  });

  it('compares every guess, whatever its length, as two fixed-length digests in constant time', async () => {
    const compared: [number, number][] = [];
    const real = crypto.subtle.timingSafeEqual.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, 'timingSafeEqual').mockImplementation((a, b) => {
      compared.push([a.byteLength, b.byteLength]);
      return real(a, b);
    });
    const guesses = ['x', TOKEN.slice(0, -1), `${TOKEN}x`, 'y'.repeat(500), TOKEN.replace(/.$/, '!')];
    for (const [i, guess] of guesses.entries()) expect((await desk(guess, `203.0.113.${160 + i}`)).status).toBe(401);
    expect((await desk(TOKEN, '203.0.113.170')).status).toBe(200);
    expect(compared).toEqual(Array(guesses.length + 1).fill([32, 32]));
    vi.restoreAllMocks();
  });

  const answer = (ip: string, id: string, text: string) =>
    desk(TOKEN, ip, `/requests/${id}/answer`, { method: 'POST', body: JSON.stringify({ answer: text }) });

  it('answer a visitor without quoting their text back to the unconfirmed address', async () => {
    const email = uniqueEmail('answered-visitor');
    const res = await post('/support/requests', {
      ...REQUEST,
      email,
      subject: 'Prize waiting for you',
      humanCheckToken: 'local-human-check-passed',
    });
    const { request } = (await res.json()) as { request: SupportRequestView };
    expect((await answer('203.0.113.171', request.id, 'We do not run prize draws; please ignore such mail.')).status).toBe(200);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Re: your Agent Atlas support request');
    expect(mail?.text_body).toContain('We do not run prize draws; please ignore such mail.');
    expect(mail?.text_body).not.toContain('Prize waiting');
  });

  it('never put a line break into a mail header, even from a subject stored before the rule', async () => {
    const learner = await signedInUser();
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO support_requests (id, user_id, email, category, subject, message, priority, respond_by, status, created_at) VALUES (?, ?, ?, 'general', ?, 'An older request.', 0, ?, 'open', ?)",
    )
      .bind(id, learner.id, `${learner.id}@example.test`, 'Old\r\nBcc: victim@example.test', Date.now() + 3_600_000, Date.now())
      .run();
    expect((await answer('203.0.113.172', id, 'Here is the answer to your older request.')).status).toBe(200);
    expect((await latestMailTo(`${learner.id}@example.test`))?.subject).toBe('Re: Old Bcc: victim@example.test');
  });
});
