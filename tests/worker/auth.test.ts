import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { REGISTER_ACCEPTED } from '../../functions/features/auth/auth.routes';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../functions/features/auth/common-passwords';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../../functions/features/auth/password';
import { ORIGIN } from './helpers';
import { call, GOOD_PASSWORD, latestMailTo, mailCountTo, post, registeredUser, sessionCookieFrom, uniqueEmail } from './accounts';

type Issues = { code: string; issues: { path: string; message: string }[] };
const register = (over: Record<string, unknown> = {}) =>
  post('/auth/register', { email: uniqueEmail(), password: GOOD_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...over });

describe('GET /auth/me', () => {
  it('answers 401 with the envelope when signed out', async () => {
    const res = await call('/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized', message: 'You need to sign in to do that.' });
  });

  it('returns the signed-in user without any password hash', async () => {
    const { cookie, email } = await registeredUser();
    const res = await call('/auth/me', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', emailVerified: false });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
  });
});

describe('POST /auth/register', () => {
  it('creates an unverified account with a scrypt hash, sends a verification mail and does not sign in', async () => {
    const email = uniqueEmail();
    const res = await register({ email: email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: REGISTER_ACCEPTED });
    expect(sessionCookieFrom(res)).toBeNull();
    const row = await env.DB.prepare('SELECT email, email_verified, password_hash, display_name FROM users WHERE email = ?')
      .bind(email)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ email, email_verified: 0, display_name: 'Ada' });
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Confirm your email address for Agent Atlas');
    expect(mail?.text_body).toMatch(/http:\/\/127\.0\.0\.1:8787\/auth\/verify-email\?token=[a-z0-9]{32}/);
  });

  it('answers an existing address exactly like a new one and mails its owner instead', async () => {
    const { email } = await registeredUser();
    const before = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?').bind(email).first<{ password_hash: string }>();
    const fresh = await register();
    const taken = await register({ email, password: 'another-long-passphrase' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(sessionCookieFrom(taken)).toBeNull();
    expect((await latestMailTo(email))?.subject).toBe('Someone tried to register with your email on Agent Atlas');
    const after = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?').bind(email).first<{ password_hash: string }>();
    expect(after!.password_hash).toBe(before!.password_hash);
  });

  it.each([
    ['a missing email', { email: undefined }, 'email', 'Enter your email address.'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com.'],
    ['a password of 7 characters', { password: 'abcdefg' }, 'password', 'Use at least 8 characters.'],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, 'password', 'Use at most 128 characters.'],
    ['a common password', { password: 'Password123' }, 'password', 'This password is too common and easy to guess. Choose another one.'],
    [
      'a common password in other case',
      { password: 'iLoveYou123' },
      'password',
      'This password is too common and easy to guess. Choose another one.',
    ],
    ['a confirmation that differs', { confirmPassword: 'something-else-entirely' }, 'confirmPassword', 'The passwords do not match.'],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'Enter your first name.'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Enter your last name.'],
    ['a first name of 51 characters', { firstName: 'x'.repeat(51) }, 'firstName', 'Keep your first name to 50 characters.'],
    ['a number for a name', { lastName: 42 }, 'lastName', 'Enter your last name.'],
  ])('refuses %s with 422 and the message on that field', async (_what, over, path, message) => {
    const email = uniqueEmail();
    const res = await register({ email, ...over });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Issues;
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('accepts exactly 8 and exactly 128 characters, with a matching confirmation', async () => {
    expect((await register({ password: 'k7#mQz!p' })).status).toBe(202);
    const long = 'q'.repeat(120) + 'Zk7#mQz!';
    expect((await register({ password: long, confirmPassword: long })).status).toBe(202);
  });

  it('refuses malformed JSON, a wrong content type and a cross-site request', async () => {
    const malformed = await call('/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    const text = await call('/auth/register', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    const cross = await call('/auth/register', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: uniqueEmail() },
    });
    expect(cross.status).toBe(403);
    expect(((await cross.json()) as Issues).code).toBe('cross_site_request');
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password and returns the user; the cookie opens /auth/me', async () => {
    const email = uniqueEmail();
    await register({ email });
    const res = await post('/auth/login', { email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { email: string } };
    expect(user.email).toBe(email);
    const cookie = sessionCookieFrom(res)!;
    expect((await call('/auth/me', { cookie })).status).toBe(200);
  });

  it('gives a wrong password and an unknown email the same 401 answer', async () => {
    const { email } = await registeredUser();
    const wrong = await post('/auth/login', { email, password: 'not-the-password' });
    const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { code: 'invalid_credentials', message: 'The email or password is not correct.' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(sessionCookieFrom(wrong)).toBeNull();
  });

  it('refuses missing fields with 422', async () => {
    const res = await post('/auth/login', { email: uniqueEmail() });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Issues).issues).toContainEqual({ path: 'password', message: 'Enter your password.' });
  });

  it('starts a new session on each sign-in and ends the one the browser had', async () => {
    const { email, password, cookie } = await registeredUser();
    const again = await post('/auth/login', { email, password }, { cookie });
    const second = sessionCookieFrom(again)!;
    expect(second).not.toBe(cookie);
    expect((await call('/auth/me', { cookie })).status).toBe(401);
    expect((await call('/auth/me', { cookie: second })).status).toBe(200);
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ and no Secure flag on plain http', async () => {
    const { email, password } = await registeredUser();
    const res = await post('/auth/login', { email, password });
    const header = res.headers.getSetCookie().find((c) => c.startsWith('atlas_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
  });

  it('uses the __Host- prefix and Secure over https', async () => {
    const { email, password } = await registeredUser();
    const res = await createApp().request(
      'https://agent-atlas.example/api/v1/auth/login',
      {
        method: 'POST',
        headers: { origin: 'https://agent-atlas.example', 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
        body: JSON.stringify({ email, password }),
      },
      env,
    );
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-atlas_session='))!;
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/);
  });

  it('refuses a cross-site login with 403 before looking at the body', async () => {
    const res = await createApp().request(
      `${ORIGIN}/api/v1/auth/login`,
      { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' },
      env,
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { cookie } = await registeredUser();
    const res = await post('/auth/logout', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/atlas_session=;.*Max-Age=0/);
    expect((await call('/auth/me', { cookie })).status).toBe(401);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await post('/auth/logout', {})).status).toBe(200);
  });
});

describe('password hashes', () => {
  it('are salted, verify only the right password, and the dummy hash uses the current parameters', async () => {
    const a = await hashPassword(GOOD_PASSWORD);
    const b = await hashPassword(GOOD_PASSWORD);
    expect(a).not.toBe(b);
    expect(await verifyPassword(GOOD_PASSWORD, a)).toBe(true);
    expect(await verifyPassword(`${GOOD_PASSWORD}!`, a)).toBe(false);
    expect(await verifyPassword(GOOD_PASSWORD, 'bcrypt$garbage')).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });

  it('re-hashes an old-parameter hash on sign-in', async () => {
    const email = uniqueEmail('old-hash');
    await register({ email });
    const { scrypt } = await import('node:crypto');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(GOOD_PASSWORD, Buffer.from('salt-salt-salt-1'), 32, { N: 1024, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const old = `scrypt$1024$8$1$${Buffer.from('salt-salt-salt-1').toString('base64')}$${key.toString('base64')}`;
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE email = ?').bind(old, email).run();
    expect((await post('/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?').bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
  });
});

describe('common-password list', () => {
  it('holds about a thousand passwords of at least 8 characters and matches regardless of case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword(GOOD_PASSWORD)).toBe(false);
    expect(isCommonPassword('# Common passwords refused at registration, reset and password change.')).toBe(false);
  });
});

describe('mail count', () => {
  it('sends exactly one mail per registration', async () => {
    const email = uniqueEmail();
    await register({ email });
    expect(await mailCountTo(email)).toBe(1);
  });
});
