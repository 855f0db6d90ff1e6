import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../functions/app';
import { LOCAL_SITE_URL } from '../../functions/lib/site-url';
import { requestApp } from './helpers';
import { freshIp, latestMailTo, mailCountTo, registeredUser, uniqueEmail } from './accounts';
import { signedInUser } from './users';

/** Posts to the app at an address of the caller's choosing (the Host an attacker would send). */
function postAt(host: string, path: string, json: unknown, environment: Cloudflare.Env = env) {
  return requestApp(
    createApp(),
    `${host}/api/v1${path}`,
    {
      method: 'POST',
      headers: { origin: host, host: new URL(host).host, 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(json),
    },
    environment,
  );
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)![0];

describe('absolute links come from SITE_URL, never from the request', () => {
  it('mails a reset link on the local site when the Host header names another site', async () => {
    const { email } = await registeredUser();
    expect((await postAt('http://evil.example', '/auth/forgot-password', { email })).status).toBe(202);
    const link = linkIn((await latestMailTo(email))!.text_body);
    expect(link.startsWith(`${LOCAL_SITE_URL}/auth/reset-password?token=`)).toBe(true);
  });

  it('uses the configured SITE_URL for reset and verification links', async () => {
    const configured = { ...env, SITE_URL: 'https://atlas.example/' };
    const { email } = await registeredUser();
    await postAt('http://evil.example', '/auth/forgot-password', { email }, configured);
    expect(linkIn((await latestMailTo(email))!.text_body).startsWith('https://atlas.example/auth/reset-password?token=')).toBe(true);

    const fresh = uniqueEmail();
    await postAt(
      'http://evil.example',
      '/auth/register',
      { email: fresh, password: 'violet-harbour-lantern-42', firstName: 'A', lastName: 'B' },
      configured,
    );
    expect(linkIn((await latestMailTo(fresh))!.text_body).startsWith('https://atlas.example/auth/verify-email?token=')).toBe(true);
  });

  it('builds the OAuth redirect_uri from SITE_URL', async () => {
    const oauthEnv = { ...env, SITE_URL: 'https://atlas.example', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' };
    const res = await requestApp(createApp(), 'http://evil.example/api/v1/auth/github', { headers: { host: 'evil.example' } }, oauthEnv);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('redirect_uri')).toBe('https://atlas.example/api/v1/auth/github/callback');
  });

  it('refuses to send mail in production without SITE_URL, before writing anything, for known and unknown addresses alike', async () => {
    const production = { ...env, APP_ENV: 'production', SITE_URL: undefined } as Cloudflare.Env;
    const { email, id } = await registeredUser();
    for (const target of [email, uniqueEmail('missing')]) {
      const res = await postAt('https://atlas.example', '/auth/forgot-password', { email: target }, production);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe('site_url_missing');
    }
    const tokens = await env.DB.prepare('SELECT COUNT(*) AS n FROM password_reset_tokens WHERE user_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(0);
    const fresh = uniqueEmail();
    expect(
      (
        await postAt(
          'https://atlas.example',
          '/auth/register',
          { email: fresh, password: 'violet-harbour-lantern-42', firstName: 'A', lastName: 'B' },
          production,
        )
      ).status,
    ).toBe(503);
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(fresh).first()).toBeNull();
    expect(await mailCountTo(fresh)).toBe(0);
  });
});

describe('notification email in production without SITE_URL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails loudly on first use: the lost mail is logged as an error naming the notification, not skipped in silence', async () => {
    const production = {
      ...env,
      APP_ENV: 'production',
      SITE_URL: undefined,
      EMAIL_API_URL: 'https://mail.example/send',
      EMAIL_API_KEY: 'key',
      EMAIL_FROM: 'Agent Atlas <no-reply@atlas.example>',
    } as Cloudflare.Env;
    const { id, cookie } = await signedInUser();
    const provider = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const password = 'violet-harbour-lantern-42';
    const res = await requestApp(
      createApp(),
      'http://127.0.0.1:8787/api/v1/settings/password',
      {
        method: 'POST',
        headers: { cookie, origin: 'http://127.0.0.1:8787', 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ currentPassword: '', newPassword: password, confirmPassword: password }),
      },
      production,
    );
    // The change is made and shown in the app; only its mail cannot go out.
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = 'password_changed'")
      .bind(id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    expect(provider).not.toHaveBeenCalled();
    const errors = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(errors).toContainEqual(
      expect.objectContaining({ notification: 'password_changed', channel: 'email', error: expect.stringContaining('SITE_URL') }),
    );
  });
});

/** A D1 binding that records every statement it is asked to run, and when. */
function recordingDb(db: D1Database, log: string[]): D1Database {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (prop === 'first' || prop === 'run' || prop === 'all' || prop === 'raw') {
          return (...args: unknown[]) => {
            log.push(sql);
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          log.push(`batch(${statements.length})`);
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('forgot-password does the same work for known and unknown addresses before answering', () => {
  async function workBeforeAnswer(email: string) {
    const log: string[] = [];
    const ctx = createExecutionContext();
    const res = await createApp().request(
      'http://127.0.0.1:8787/api/v1/auth/forgot-password',
      {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:8787', 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ email }),
      },
      { ...env, DB: recordingDb(env.DB, log) },
      ctx,
    );
    const before = [...log];
    await waitOnExecutionContext(ctx);
    return { status: res.status, before, after: log.slice(before.length) };
  }

  it('runs the same statements before the response, and the lookup, token and mail only after it', async () => {
    const { email } = await registeredUser();
    const known = await workBeforeAnswer(email);
    const unknown = await workBeforeAnswer(uniqueEmail('missing'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.before).toEqual(unknown.before);
    expect(known.before.join('\n')).not.toMatch(/users|password_reset_tokens|email_outbox/);
    expect(known.after.join('\n')).toMatch(/password_reset_tokens/);
    expect(unknown.after.join('\n')).not.toMatch(/password_reset_tokens/);
  });
});
