import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { createEmailSender } from '../../functions/features/email/email-sender';
import { HttpEmailSender } from '../../functions/features/email/http-email-sender';
import { OutboxEmailSender } from '../../functions/features/email/outbox-sender';
import { ORIGIN } from './helpers';
import { call, GOOD_PASSWORD, post, uniqueEmail } from './accounts';

afterEach(() => vi.restoreAllMocks());

const message = { to: 'reader@example.test', subject: 'Hello', text: 'Plain words', html: '<p>Plain words</p>' };

describe('choosing the sender', () => {
  it('writes to the outbox everywhere except production', () => {
    expect(createEmailSender({ ...env, APP_ENV: 'test' })).toBeInstanceOf(OutboxEmailSender);
    expect(createEmailSender({ ...env, APP_ENV: 'development' })).toBeInstanceOf(OutboxEmailSender);
    expect(createEmailSender({ ...env, APP_ENV: 'production' })).toBeInstanceOf(HttpEmailSender);
  });
});

describe('HttpEmailSender', () => {
  const config = { url: 'https://mail.example/emails', apiKey: 'key-123', from: 'Agent Atlas <no-reply@agent-atlas.dev>' };

  it('posts the message as JSON with the API key', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"m1"}', { status: 200 }));
    await new HttpEmailSender(config).send(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(config.url);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key-123');
    expect(JSON.parse(init?.body as string)).toEqual({
      from: config.from,
      to: ['reader@example.test'],
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
  });

  it('fails when the provider refuses the message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 422, statusText: 'Unprocessable Entity' }));
    await expect(new HttpEmailSender(config).send(message)).rejects.toThrow(
      'The email provider refused the message: 422 Unprocessable Entity',
    );
  });

  it('fails clearly when it is not configured', async () => {
    await expect(new HttpEmailSender({}).send(message)).rejects.toThrow(
      'Email is not configured: set EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM.',
    );
  });

  it('sends a production registration mail through the provider, after the response', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const waiting: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => waiting.push(p),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext;
    const productionEnv = {
      ...env,
      APP_ENV: 'production',
      EMAIL_API_URL: config.url,
      EMAIL_API_KEY: 'key-123',
      EMAIL_FROM: config.from,
      SITE_URL: 'https://agent-atlas.dev',
    };
    const email = uniqueEmail('prod');
    const res = await createApp().request(
      `${ORIGIN}/api/v1/auth/register`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.50' },
        body: JSON.stringify({ email, password: GOOD_PASSWORD, firstName: 'Prod', lastName: 'User' }),
      },
      productionEnv,
      ctx,
    );
    expect(res.status).toBe(202);
    await Promise.all(waiting);
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as { to: string[]; text: string };
    expect(body.to).toEqual([email]);
    expect(body.text).toContain('https://agent-atlas.dev/auth/verify-email?token=');
    const outbox = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?').bind(email).first<{ n: number }>();
    expect(outbox!.n).toBe(0);
  });
});

describe('OutboxEmailSender', () => {
  it('keeps mail for seven days: sending drops older mail and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const insert = (id: string, age: number) =>
      env.DB.prepare(
        'INSERT INTO email_outbox (id, user_id, to_address, subject, text_body, html_body, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?)',
      )
        .bind(id, 'old@example.test', 'Old', 't', 'h', Date.now() - age)
        .run();
    await insert('outbox-8-days', 8 * day);
    await insert('outbox-6-days', 6 * day);
    await new OutboxEmailSender(env.DB).send({ to: uniqueEmail('outbox'), subject: 'New', text: 'text', html: '<p>html</p>' });
    const { results } = await env.DB.prepare("SELECT id FROM email_outbox WHERE id LIKE 'outbox-%'").all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual(['outbox-6-days']);
    const fresh = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE subject = 'New'").first<{ n: number }>();
    expect(fresh!.n).toBe(1);
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the newest mail with its links outside production', async () => {
    const email = uniqueEmail('mailbox');
    await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Mail', lastName: 'Box' });
    const res = await call(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as { mails: { to: string; subject: string; text: string; links: string[] }[] };
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(email);
    expect(mails[0]!.links[0]).toMatch(/\/auth\/verify-email\?token=[a-z0-9]+$/);
  });

  it('answers like an unknown route in production', async () => {
    const res = await createApp().request(`${ORIGIN}/api/v1/dev/mailbox`, {}, { ...env, APP_ENV: 'production' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'route_not_found', message: 'No API route for GET /api/v1/dev/mailbox.' });
  });
});
