import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { FORGOT_ACCEPTED } from '../../functions/features/auth/recovery.routes';
import { hashOneTimeToken, RESET_TTL_MS, VERIFICATION_TTL_MS } from '../../functions/features/auth/one-time-token';
import {
  call,
  GOOD_PASSWORD,
  latestMailTo,
  mailCountTo,
  post,
  registeredUser,
  sessionCookieFrom,
  tokenFromMail,
  uniqueEmail,
} from './accounts';

const NEW_PASSWORD = 'quartz-meadow-compass-77';
type Issues = { code: string; message: string; issues?: { path: string; message: string }[] };

describe('POST /auth/forgot-password', () => {
  it('answers the same for an existing and a missing account, and mails only the existing one', async () => {
    const { email } = await registeredUser();
    const missing = uniqueEmail('missing');
    const a = await post('/auth/forgot-password', { email });
    const b = await post('/auth/forgot-password', { email: missing });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(await a.json()).toEqual({ message: FORGOT_ACCEPTED });
    expect(await b.json()).toEqual({ message: FORGOT_ACCEPTED });
    expect((await latestMailTo(email))?.subject).toBe('Reset your Agent Atlas password');
    expect(await mailCountTo(missing)).toBe(0);
  });

  it('stores only a hash of the token, expiring in about an hour', async () => {
    const { email, id } = await registeredUser();
    await post('/auth/forgot-password', { email });
    const token = await tokenFromMail(email, 'reset-password');
    const row = await env.DB.prepare('SELECT token_hash, created_at, expires_at FROM password_reset_tokens WHERE user_id = ?')
      .bind(id)
      .first<{ token_hash: string; created_at: number; expires_at: number }>();
    expect(row!.token_hash).toBe(hashOneTimeToken(token));
    expect(row!.token_hash).not.toContain(token);
    expect(row!.expires_at - row!.created_at).toBe(RESET_TTL_MS);
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 20 random bytes = 160 bits
  });

  it('refuses a malformed email with 422', async () => {
    const res = await post('/auth/forgot-password', { email: 'nope' });
    expect(res.status).toBe(422);
  });
});

describe('POST /auth/reset-password', () => {
  async function resetLinkFor() {
    const user = await registeredUser();
    await post('/auth/forgot-password', { email: user.email });
    return { ...user, token: await tokenFromMail(user.email, 'reset-password') };
  }

  it('sets the new password, ends every session and works only once', async () => {
    const { email, cookie, token } = await resetLinkFor();
    const res = await post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await call('/auth/me', { cookie })).status).toBe(401);
    expect((await post('/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const replay = await post('/auth/reset-password', {
      token,
      password: 'another-fresh-passphrase',
      confirmPassword: 'another-fresh-passphrase',
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as Issues).code).toBe('invalid_token');
  });

  it('marks the address verified, since the link proves the inbox', async () => {
    const { token, id } = await resetLinkFor();
    await post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const row = await env.DB.prepare('SELECT email_verified FROM users WHERE id = ?').bind(id).first<{ email_verified: number }>();
    expect(row!.email_verified).toBe(1);
  });

  it('refuses an expired token and an unknown token with 400', async () => {
    const { token, id } = await resetLinkFor();
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1, id)
      .run();
    const expired = await post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      code: 'invalid_token',
      message: 'This reset link is not valid or has expired. Ask for a new one.',
    });
    const unknown = await post('/auth/reset-password', { token: 'a'.repeat(32), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
  });

  it('keeps the token when the new password is refused, so the person can try again', async () => {
    const { token } = await resetLinkFor();
    const mismatch = await post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: 'different-passphrase' });
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as Issues).issues).toContainEqual({ path: 'confirmPassword', message: 'The passwords do not match.' });
    const common = await post('/auth/reset-password', { token, password: 'qwertyuiop', confirmPassword: 'qwertyuiop' });
    expect(common.status).toBe(422);
    const short = await post('/auth/reset-password', { token, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(422);
    const ok = await post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('refuses a missing confirmation with 422', async () => {
    const { token } = await resetLinkFor();
    const res = await post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Issues).issues?.map((i) => i.path)).toContain('confirmPassword');
  });
});

describe('POST /auth/verify-email', () => {
  it('confirms the address once; the link cannot be used again', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Alan', lastName: 'Turing' });
    const token = await tokenFromMail(email, 'verify-email');
    const res = await post('/auth/verify-email', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { emailVerified: boolean; email: string } };
    expect(body.user).toMatchObject({ email, emailVerified: true });
    const again = await post('/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Issues).code).toBe('invalid_token');
  });

  it('lasts 24 hours and refuses an expired link', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Alan', lastName: 'Turing' });
    const token = await tokenFromMail(email, 'verify-email');
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM email_verification_tokens WHERE token_hash = ?')
      .bind(hashOneTimeToken(token))
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(VERIFICATION_TTL_MS);
    await env.DB.prepare('UPDATE email_verification_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, hashOneTimeToken(token))
      .run();
    expect((await post('/auth/verify-email', { token })).status).toBe(400);
  });

  it('refuses a missing token with 422', async () => {
    const res = await post('/auth/verify-email', {});
    expect(res.status).toBe(422);
    expect(((await res.json()) as Issues).issues).toContainEqual({ path: 'token', message: 'The link is missing its code.' });
  });
});

describe('POST /auth/resend-verification', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/auth/resend-verification', {})).status).toBe(401);
  });

  it('sends a fresh link and makes the old one stop working', async () => {
    const { email, cookie } = await registeredUser();
    const first = await tokenFromMail(email, 'verify-email');
    const res = await post('/auth/resend-verification', {}, { cookie });
    expect(res.status).toBe(202);
    const second = await tokenFromMail(email, 'verify-email');
    expect(second).not.toBe(first);
    expect((await post('/auth/verify-email', { token: first })).status).toBe(400);
    expect((await post('/auth/verify-email', { token: second })).status).toBe(200);
  });

  it('answers 409 when the address is already confirmed', async () => {
    const { cookie } = await registeredUser({ verify: true });
    const res = await post('/auth/resend-verification', {}, { cookie });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Issues).code).toBe('already_verified');
  });

  it('does not sign anyone in', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Alan', lastName: 'Turing' });
    const res = await post('/auth/verify-email', { token: await tokenFromMail(email, 'verify-email') });
    expect(sessionCookieFrom(res)).toBeNull();
  });
});
