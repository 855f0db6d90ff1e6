import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { createApp } from '../../functions/app';
import { ORIGIN } from './helpers';
import { call, GOOD_PASSWORD, post, registeredUser, sessionCookieFrom, uniqueEmail } from './accounts';

const app = createApp();
/** RFC 7636 S256: base64url(sha256(verifier)), as the provider checks it. */
const s256 = (verifier: string) => encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)));
const oauthEnv = {
  ...env,
  GITHUB_CLIENT_ID: 'gh-client',
  GITHUB_CLIENT_SECRET: 'gh-secret',
  GITHUB_AUTHORIZE_URL: 'https://github.fake/login/oauth/authorize',
  GITHUB_TOKEN_URL: 'https://github.fake/login/oauth/access_token',
  GITHUB_API_URL: 'https://api.github.fake',
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_AUTHORIZE_URL: 'https://google.fake/auth',
  GOOGLE_TOKEN_URL: 'https://google.fake/token',
  GOOGLE_USERINFO_URL: 'https://google.fake/userinfo',
};

/** The person the fake provider signs in, and what it does; each test sets its own. */
let person: { id: string; name: string; emails: { email: string; primary: boolean; verified: boolean }[] };
let expectedChallenge = '';
let tokenRequests: { auth: string | null; body: URLSearchParams }[] = [];
let failProfile = false;

/** A stand-in for GitHub and Google behind the overridden endpoints, answering the worker's fetch calls. */
async function fakeProvider(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  if (request.method === 'POST' && (url.href === oauthEnv.GITHUB_TOKEN_URL || url.href === oauthEnv.GOOGLE_TOKEN_URL)) {
    const body = new URLSearchParams(await request.text());
    tokenRequests.push({ auth: request.headers.get('authorization'), body });
    const verifier = body.get('code_verifier') ?? '';
    if (body.get('code') !== 'good-code' || s256(verifier) !== expectedChallenge) return json({ error: 'invalid_grant' }, 400);
    return json({ access_token: 'access-123', token_type: 'bearer' });
  }
  if (request.headers.get('authorization') !== 'Bearer access-123') return json({ message: 'Bad credentials' }, 401);
  if (failProfile) return json({ message: 'down' }, 500);
  if (url.href === 'https://api.github.fake/user') return json({ id: Number(person.id), login: 'octo', name: person.name });
  if (url.href === 'https://api.github.fake/user/emails') return json(person.emails);
  if (url.href === oauthEnv.GOOGLE_USERINFO_URL) {
    const primary = person.emails[0];
    return json({
      sub: person.id,
      email: primary?.email,
      email_verified: primary?.verified ?? false,
      given_name: person.name.split(' ')[0],
      family_name: person.name.split(' ')[1],
      name: person.name,
    });
  }
  return new Response('not found', { status: 404 });
}

beforeEach(() => {
  person = {
    id: String(Math.floor(Math.random() * 1e9)),
    name: 'Octo Cat',
    emails: [{ email: uniqueEmail('octo'), primary: true, verified: true }],
  };
  tokenRequests = [];
  failProfile = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeProvider);
});
afterEach(() => vi.restoreAllMocks());

const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** Starts a sign-in; returns the state, the cookies the browser now holds and the authorization URL. */
async function start(provider: 'github' | 'google', environment = oauthEnv) {
  const res = await app.request(`${ORIGIN}/api/v1/auth/${provider}`, {}, environment);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expectedChallenge = location.searchParams.get('code_challenge') ?? '';
  return { res, location, state: location.searchParams.get('state')!, cookies: cookieHeader(res) };
}

function callback(provider: 'github' | 'google', params: Record<string, string>, cookies: string) {
  return app.request(
    `${ORIGIN}/api/v1/auth/${provider}/callback?${new URLSearchParams(params)}`,
    { headers: { cookie: cookies } },
    oauthEnv,
  );
}

async function signIn(provider: 'github' | 'google' = 'github') {
  const { state, cookies } = await start(provider);
  return callback(provider, { code: 'good-code', state }, cookies);
}

const errorOf = (res: Response) => {
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, ORIGIN).searchParams.get('error');
};

async function meWith(res: Response) {
  const cookie = sessionCookieFrom(res);
  if (!cookie) return null;
  const me = await call('/auth/me', { cookie });
  return me.status === 200
    ? ((await me.json()) as { user: { id: string; email: string; emailVerified: boolean; firstName: string } }).user
    : null;
}

describe('GET /auth/providers', () => {
  it('reports both providers unconfigured without client ids and secrets', async () => {
    const res = await call('/auth/providers');
    expect(await res.json()).toEqual({
      providers: [
        { id: 'github', name: 'GitHub', configured: false },
        { id: 'google', name: 'Google', configured: false },
      ],
    });
  });

  it('reports them configured when the environment has ids and secrets', async () => {
    const res = await app.request(`${ORIGIN}/api/v1/auth/providers`, {}, oauthEnv);
    const { providers } = (await res.json()) as { providers: { configured: boolean }[] };
    expect(providers.every((p) => p.configured)).toBe(true);
  });
});

describe('starting social sign-in', () => {
  it('sends the browser back with provider_not_configured when the provider has no credentials', async () => {
    for (const provider of ['github', 'google']) {
      const res = await call(`/auth/${provider}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth/callback?error=provider_not_configured');
    }
  });

  it('redirects to the provider with state, an S256 PKCE challenge and our callback', async () => {
    const { location, res, state } = await start('github');
    expect(location.origin + location.pathname).toBe(oauthEnv.GITHUB_AUTHORIZE_URL);
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/v1/auth/github/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('read:user user:email');
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookies = res.headers.getSetCookie();
    for (const name of ['atlas_oauth_state', 'atlas_oauth_verifier']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=600/);
    }
    expect(cookies.find((c) => c.startsWith('atlas_oauth_verifier='))).not.toContain(location.searchParams.get('code_challenge')!);
  });

  it('uses __Host- cookies with Secure over https', async () => {
    const res = await app.request('https://atlas.example/api/v1/auth/google', {}, oauthEnv);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('__Host-atlas_oauth_state=') && /; Secure/.test(c) && /Path=\//.test(c))).toBe(true);
  });
});

describe('GitHub callback', () => {
  it('creates a verified account, signs in, clears the flow cookies and returns to /auth/callback', async () => {
    const res = await signIn('github');
    expect(res.headers.get('location')).toBe('/auth/callback');
    const user = await meWith(res);
    expect(user).toMatchObject({ email: person.emails[0]!.email, emailVerified: true, firstName: 'Octo' });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/atlas_oauth_state=;.*Max-Age=0/);
    const token = tokenRequests[0]!;
    expect(token.auth).toBe(`Basic ${btoa('gh-client:gh-secret')}`);
    expect(token.body.get('redirect_uri')).toBe(`${ORIGIN}/api/v1/auth/github/callback`);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE id = ?')
      .bind(user!.id)
      .first<{ password_hash: string | null }>();
    expect(row!.password_hash).toBeNull();
  });

  it('signs the same person in to the same account next time, even with a new email', async () => {
    const first = await meWith(await signIn());
    person.emails = [{ email: uniqueEmail('changed'), primary: true, verified: true }];
    const second = await meWith(await signIn());
    expect(second!.id).toBe(first!.id);
  });

  it('links to an existing account when GitHub says the primary email is verified', async () => {
    const existing = await registeredUser({ verify: true });
    person.emails = [
      { email: 'secondary@example.test', primary: false, verified: true },
      { email: existing.email, primary: true, verified: true },
    ];
    const user = await meWith(await signIn());
    expect(user!.id).toBe(existing.id);
    expect((await post('/auth/login', { email: existing.email, password: existing.password })).status).toBe(200);
  });

  it('does not link when the provider has not verified the email, and creates nothing', async () => {
    const existing = await registeredUser({ verify: true });
    person.emails = [{ email: existing.email, primary: true, verified: false }];
    const res = await signIn();
    expect(errorOf(res)).toBe('email_unverified');
    expect(sessionCookieFrom(res)).toBeNull();
    const links = await env.DB.prepare('SELECT COUNT(*) AS n FROM oauth_accounts WHERE user_id = ?')
      .bind(existing.id)
      .first<{ n: number }>();
    expect(links!.n).toBe(0);
  });

  it('creates an unverified account for an unverified email nobody uses', async () => {
    person.emails = [{ email: uniqueEmail('unverified'), primary: true, verified: false }];
    const user = await meWith(await signIn());
    expect(user).toMatchObject({ email: person.emails[0]!.email, emailVerified: false });
  });

  it('takes over an unconfirmed registration of a verified address: password removed, sessions ended', async () => {
    const squatter = await registeredUser();
    person.emails = [{ email: squatter.email, primary: true, verified: true }];
    const user = await meWith(await signIn());
    expect(user).toMatchObject({ id: squatter.id, emailVerified: true });
    expect((await call('/auth/me', { cookie: squatter.cookie })).status).toBe(401);
    expect((await post('/auth/login', { email: squatter.email, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it('refuses a person without any email address', async () => {
    person.emails = [];
    expect(errorOf(await signIn())).toBe('email_missing');
  });
});

describe('callback failures', () => {
  it('refuses a missing state, a mismatched state and missing flow cookies', async () => {
    const { state, cookies } = await start('github');
    expect(errorOf(await callback('github', { code: 'good-code' }, cookies))).toBe('invalid_state');
    expect(errorOf(await callback('github', { code: 'good-code', state: `${state}x` }, cookies))).toBe('invalid_state');
    expect(errorOf(await callback('github', { code: 'good-code', state }, ''))).toBe('invalid_state');
    expect(tokenRequests).toHaveLength(0);
  });

  it('fails the exchange when the PKCE verifier does not match the challenge', async () => {
    const { state, cookies } = await start('github');
    const tampered = cookies.replace(/atlas_oauth_verifier=[^;]+/, 'atlas_oauth_verifier=someone-elses-verifier-value-0123456789');
    const res = await callback('github', { code: 'good-code', state }, tampered);
    expect(errorOf(res)).toBe('exchange_failed');
    expect(sessionCookieFrom(res)).toBeNull();
  });

  it('fails the exchange for a code the provider does not accept', async () => {
    const { state, cookies } = await start('github');
    expect(errorOf(await callback('github', { code: 'stolen-code', state }, cookies))).toBe('exchange_failed');
  });

  it('reports a cancelled sign-in and other provider errors', async () => {
    const { state, cookies } = await start('google');
    expect(errorOf(await callback('google', { error: 'access_denied', state }, cookies))).toBe('access_denied');
    expect(errorOf(await callback('google', { error: 'server_error', state }, cookies))).toBe('provider_error');
  });

  it('reports a profile the provider would not give', async () => {
    failProfile = true;
    expect(errorOf(await signIn('github'))).toBe('profile_failed');
  });
});

describe('Google callback', () => {
  it('creates an account with the given and family names when the email is verified', async () => {
    person.name = 'Grace Hopper';
    const res = await signIn('google');
    expect(res.headers.get('location')).toBe('/auth/callback');
    const user = await meWith(res);
    expect(user).toMatchObject({ email: person.emails[0]!.email, emailVerified: true, firstName: 'Grace' });
    expect(tokenRequests[0]!.auth).toBe(`Basic ${btoa('google-client:google-secret')}`);
  });

  it('keeps GitHub and Google identities of one verified address on one account', async () => {
    const viaGitHub = await meWith(await signIn('github'));
    const viaGoogle = await meWith(await signIn('google'));
    expect(viaGoogle!.id).toBe(viaGitHub!.id);
  });
});
