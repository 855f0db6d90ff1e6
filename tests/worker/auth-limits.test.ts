import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { AUTH_LIMITS } from '../../functions/features/auth/auth-limits';
import { enforceRateLimit, rateLimitBucket } from '../../functions/lib/rate-limit';
import { ORIGIN, requestApp } from './helpers';
import { freshIp, GOOD_PASSWORD, post, registeredUser, uniqueEmail } from './accounts';

/**
 * Rate-limit windows are fixed and aligned to the clock (15 minutes, one hour), so a test that ran
 * across a window's end would see its count restart. The isolates' clock stands still, 7.5 minutes
 * into the current hour: inside one 15-minute and one hour-long window for the whole file.
 */
const HOUR = 60 * 60 * 1000;
const PINNED = Date.now() - (Date.now() % HOUR) + 7.5 * 60 * 1000;
/** Two separate app instances, as two Worker isolates would be; they share only D1. */
const isolates = [createApp({ clock: () => PINNED }), createApp({ clock: () => PINNED })];
function postVia(i: number, path: string, json: unknown, ip: string) {
  return requestApp(isolates[i % 2]!, `${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(json),
  });
}

async function expectLimited(res: Response, maxWaitSeconds: number) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('rate_limited');
  expect(body.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes)\.$/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}

describe('rate limits', () => {
  const login = (i: number, email: string, password: string, ip: string) => postVia(i, '/auth/login', { email, password }, ip);
  async function registered() {
    const email = uniqueEmail();
    await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Rate', lastName: 'Limited' });
    return email;
  }

  it('never locks the owner out: after many wrong guesses from many addresses, the right password from a clean address signs in', async () => {
    const email = await registered();
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerEmail.max * 2; i += 1) {
      const res = await login(i, email, 'wrong-password', freshIp());
      expect([401, 429]).toContain(res.status);
    }
    const owner = await login(1, email, GOOD_PASSWORD, freshIp());
    expect(owner.status).toBe(200);
  });

  it('backs off an account under attack: each address gets one try for it per window', async () => {
    for (const target of [await registered(), uniqueEmail('missing')]) {
      for (let i = 0; i < AUTH_LIMITS.loginFailuresPerEmail.max; i += 1) {
        expect((await login(i, target, 'wrong-password', freshIp())).status).toBe(401);
      }
      const ip = freshIp();
      expect((await login(0, target, 'wrong-password', ip)).status).toBe(401);
      await expectLimited(await login(1, target, 'wrong-password', ip), AUTH_LIMITS.loginFailuresPerEmail.windowSeconds);
    }
  });

  it('limits failures per email and address, for a real and a missing account alike', async () => {
    for (const target of [await registered(), uniqueEmail('missing')]) {
      const ip = freshIp();
      for (let i = 0; i < AUTH_LIMITS.loginFailuresPerEmailAndIp.max; i += 1) {
        expect((await login(i, target, 'wrong-password', ip)).status).toBe(401);
      }
      await expectLimited(await login(1, target, GOOD_PASSWORD, ip), AUTH_LIMITS.loginFailuresPerEmailAndIp.windowSeconds);
    }
  });

  it('limits failed sign-ins per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp.max; i += 1) {
      // Malformed bodies are failures too: the count starts before the body is read.
      const res = await postVia(i, '/auth/login', { email: 'x' }, ip);
      expect(res.status).toBe(422);
    }
    await expectLimited(await login(0, uniqueEmail(), 'whatever-it-is', ip), AUTH_LIMITS.loginFailuresPerIp.windowSeconds);
    expect((await postVia(0, '/auth/login', { email: 'x' }, freshIp())).status).toBe(422);
  });

  it('does not count successful sign-ins: a classroom behind one address can all sign in', async () => {
    const ip = freshIp();
    const email = await registered();
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp.max + 5; i += 1) {
      expect((await login(i, email, GOOD_PASSWORD, ip)).status).toBe(200);
    }
    expect((await login(0, email, 'wrong-password', ip)).status).toBe(401);
    // 36 sign-ins each hash a password by design (scrypt): allow for a slow, busy machine.
  }, 120_000);

  it('limits registration per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.registerPerIp.max; i += 1) {
      expect((await postVia(i, '/auth/register', {}, ip)).status).toBe(422);
    }
    await expectLimited(await postVia(0, '/auth/register', {}, ip), AUTH_LIMITS.registerPerIp.windowSeconds);
  });

  it('limits registration per email', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < AUTH_LIMITS.registerPerEmail.max; i += 1) {
      expect((await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'A', lastName: 'B' })).status).toBe(202);
    }
    await expectLimited(
      await post('/auth/register', { email, password: GOOD_PASSWORD, firstName: 'A', lastName: 'B' }),
      AUTH_LIMITS.registerPerEmail.windowSeconds,
    );
  });

  it('limits forgot-password per email, whether or not the account exists', async () => {
    const { email } = await registeredUser();
    for (const target of [email, uniqueEmail('missing')]) {
      for (let i = 0; i < AUTH_LIMITS.forgotPerEmail.max; i += 1) {
        expect((await postVia(i, '/auth/forgot-password', { email: target }, freshIp())).status).toBe(202);
      }
      await expectLimited(
        await postVia(0, '/auth/forgot-password', { email: target }, freshIp()),
        AUTH_LIMITS.forgotPerEmail.windowSeconds,
      );
    }
  });

  it('limits forgot-password per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.forgotPerIp.max; i += 1) {
      expect((await postVia(i, '/auth/forgot-password', { email: 'bad' }, ip)).status).toBe(422);
    }
    await expectLimited(await postVia(0, '/auth/forgot-password', { email: uniqueEmail() }, ip), AUTH_LIMITS.forgotPerIp.windowSeconds);
  });

  it('limits reset-password attempts per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.resetPerIp.max; i += 1) {
      const res = await postVia(
        i,
        '/auth/reset-password',
        { token: `guess${i}`, password: 'some-new-passphrase', confirmPassword: 'some-new-passphrase' },
        ip,
      );
      expect(res.status).toBe(400);
    }
    await expectLimited(
      await postVia(
        0,
        '/auth/reset-password',
        { token: 'guess', password: 'some-new-passphrase', confirmPassword: 'some-new-passphrase' },
        ip,
      ),
      AUTH_LIMITS.resetPerIp.windowSeconds,
    );
  });

  it('stores counters under hashed keys, never an email or IP address in the clear', async () => {
    const email = uniqueEmail('hashed');
    const ip = freshIp();
    await postVia(0, '/auth/login', { email, password: 'wrong-password' }, ip);
    const { results } = await env.DB.prepare('SELECT bucket FROM rate_limits').all<{ bucket: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { bucket } of results) {
      expect(bucket).toMatch(/^[a-z0-9:-]+:[0-9a-f]{64}$/);
      expect(bucket).not.toContain(email);
      expect(bucket).not.toContain(ip);
    }
    expect(results.map((r) => r.bucket)).toContain(rateLimitBucket(AUTH_LIMITS.loginFailuresPerEmail, email));
  });

  it('opens again in the next window, and Retry-After counts down to it', async () => {
    const limit = { name: 'test-window', max: 1, windowSeconds: 60 };
    const start = Date.UTC(2030, 0, 1, 12, 0, 0);
    await enforceRateLimit(env.DB, limit, 'k', start);
    const error = await enforceRateLimit(env.DB, limit, 'k', start + 45_000).catch((e: unknown) => e);
    expect((error as { headers: Record<string, string> }).headers['Retry-After']).toBe('15');
    await expect(enforceRateLimit(env.DB, limit, 'k', start + 60_000)).resolves.toBeUndefined();
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM rate_limits WHERE bucket = ?')
      .bind(rateLimitBucket(limit, 'k'))
      .first<{ n: number }>();
    expect(rows!.n).toBe(1); // the finished window was dropped
  });
});
