import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { ORIGIN } from './helpers';
import { expectSiteHeaders, PAGE_POLICY, visit } from './site';
import { signedInUser } from './users';

const json = (body: unknown, more: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.10', ...more },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const broken = {
  DB: {
    prepare: () => {
      throw new Error('down');
    },
  } as unknown as D1Database,
};

describe('every response the Worker draws carries the site security headers', () => {
  it('pages it draws keep the build policy: certificate pages (found, revoked, unknown, malformed id)', async () => {
    const { id: userId } = await signedInUser();
    const live = 'abcdefghijklmnopqrstuvwxyz';
    const revoked = 'zyxwvutsrqponmlkjihgfedcba';
    const insert = env.DB.prepare(
      `INSERT INTO certificates (id, user_id, journey_id, holder_name, journey_title, completed_at, issued_at, revoked_at)
       VALUES (?, ?, ?, 'Ada Lovelace', 'Agent foundations', 0, 0, ?)`,
    );
    await env.DB.batch([insert.bind(live, userId, 'j1', null), insert.bind(revoked, userId, 'j2', 1)]);
    const cases: [string, number][] = [
      [`/certificates/${live}`, 200],
      [`/certificates/${revoked}`, 200],
      ['/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa', 404],
      ['/certificates/not-an-id', 404],
      ['/certificates/', 404],
    ];
    for (const [path, status] of cases) {
      const res = await visit(path);
      expect(res.status, path).toBe(status);
      expectSiteHeaders(res, path);
      expect(res.headers.get('content-security-policy'), path).toBe(PAGE_POLICY);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
    expect(await (await visit(`/certificates/${live}`)).text()).toContain('Ada Lovelace');
  });

  it('redirects and the private pages behind them', async () => {
    const redirect = await visit('/settings');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login?next=%2Fsettings');
    expectSiteHeaders(redirect, 'redirect');
    expect(redirect.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await visit('/settings', { headers: { cookie: 'atlas_session=anything' } });
    expect(page.status).toBe(200);
    expectSiteHeaders(page, 'private page');
    expect(page.headers.get('content-security-policy')).toBe(PAGE_POLICY);
  });

  it('answers of the framework itself, which bring no headers of their own', async () => {
    const res = await visit('/about', { method: 'POST' });
    expect(res.status).toBe(405);
    expectSiteHeaders(res, 'bare 405');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('API errors of every status are the JSON envelope with the headers, also outside /api/v1', async () => {
    const { cookie } = await signedInUser();
    const cases: [label: string, status: number, code: string, path: string, init: RequestInit, environment?: Partial<Cloudflare.Env>][] = [
      ['malformed JSON', 400, 'malformed_json', '/api/v1/auth/login', json('{"email":')],
      ['not signed in', 401, 'unauthorized', '/api/v1/auth/me', {}],
      ['cross-site JSON', 403, 'cross_site_request', '/api/v1/auth/login', json({}, { origin: 'https://evil.example' })],
      [
        'cross-site form post',
        403,
        'cross_site_request',
        '/api/v1/auth/login',
        {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=a',
        },
      ],
      [
        'cross-site text/plain post',
        403,
        'cross_site_request',
        '/api/v1/auth/logout',
        { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, body: 'x' },
      ],
      ['unknown route', 404, 'route_not_found', '/api/v1/no-such-route', {}],
      ['outside /api/v1', 404, 'route_not_found', '/api/v2/anything', {}],
      ['bare /api', 404, 'route_not_found', '/api', {}],
      ['conflict', 409, 'already_verified', '/api/v1/auth/resend-verification', { ...json({}), headers: { ...json({}).headers, cookie } }],
      ['too large', 413, 'payload_too_large', '/api/v1/health', json({ padding: 'x'.repeat(20_000) })],
      ['not JSON', 415, 'unsupported_media_type', '/api/v1/auth/login', json('{}', { 'content-type': 'text/plain' })],
      ['schema failure', 422, 'validation_failed', '/api/v1/auth/login', json({})],
      ['unexpected failure', 500, 'internal_error', '/api/v1/auth/me', { headers: { cookie: 'atlas_session=a.b' } }, broken],
      ['database down', 503, 'database_unavailable', '/api/v1/health', {}, broken],
    ];
    for (const [label, status, code, path, init, environment] of cases) {
      const res = await visit(path, init, environment);
      expect(res.status, label).toBe(status);
      expectSiteHeaders(res, label);
      expect(res.headers.get('content-security-policy'), label).toContain("default-src 'none'");
      expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(await res.json(), label).toMatchObject({ code, message: expect.any(String) });
    }
    // 429: the limit of one route, from one address.
    const ip = '192.0.2.99';
    let limited: Response | undefined;
    for (let i = 0; i < 11; i++) limited = await visit('/api/v1/auth/reset-password', json({}, { 'cf-connecting-ip': ip }));
    expect(limited!.status).toBe(429);
    expectSiteHeaders(limited!, '429');
    expect(await limited!.json()).toMatchObject({ code: 'rate_limited' });
  });
});
