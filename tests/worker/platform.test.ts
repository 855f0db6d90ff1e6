import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { z } from 'zod';
import { createApp, MAX_BODY_BYTES } from '../../functions/app';
import { readJson } from '../../functions/lib/json-body';
import { onError, onNotFound } from '../../functions/middleware/errors';
import { sameOrigin } from '../../functions/middleware/same-origin';
import { api, ORIGIN } from './helpers';

/** A throw-away app with the platform middleware and one echo route, to exercise body handling. */
function echoApp() {
  const app = new Hono().basePath('/api/v1');
  app.use(sameOrigin({ signedWebhook: '/api/v1/billing/webhook' }));
  app.post('/echo', async (c) => c.json(await readJson(c, z.object({ name: z.string().min(1), age: z.number().int() }))));
  app.onError(onError as never);
  app.notFound(onNotFound as never);
  return app;
}
const echo = (init: RequestInit) => echoApp().request(`${ORIGIN}/api/v1/echo`, { method: 'POST', ...init }, env);

describe('health', () => {
  it('answers ok after a real database query', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with the envelope when the database fails', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('down');
        },
      },
    };
    const res = await createApp().request(`${ORIGIN}/api/v1/health`, {}, broken);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The database is not reachable.', code: 'database_unavailable' });
  });
});

describe('error envelope', () => {
  it('gives unknown API routes a JSON 404', async () => {
    const res = await api('/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body).toEqual({ code: 'route_not_found', message: 'No API route for GET /api/v1/no-such-thing.' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await echo({ headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{"name": "Ada",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses an empty body with 400', async () => {
    const res = await echo({ headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('empty_body');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await echo({ headers: { origin: ORIGIN, 'content-type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe('unsupported_media_type');
  });

  it('reports schema failures with 422 and one issue per field', async () => {
    const res = await echo({ headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ age: 'ten' }) });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((i) => i.path).sort()).toEqual(['age', 'name']);
  });

  it('accepts a valid body', async () => {
    const res = await echo({
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', age: 36 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', age: 36 });
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await api('/health', { method: 'POST', json: { padding: 'x'.repeat(MAX_BODY_BYTES + 1) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'payload_too_large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
  });

  it('hides unexpected failures behind a 500 without a stack trace', async () => {
    const app = new Hono().basePath('/api/v1');
    app.get('/boom', () => {
      throw new Error('secret internals');
    });
    app.onError(onError as never);
    const res = await app.request(`${ORIGIN}/api/v1/boom`, {}, env);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internals');
    expect(JSON.parse(text).code).toBe('internal_error');
  });
});

describe('cross-site protection', () => {
  it('refuses an unsafe request from another origin with 403', async () => {
    const res = await api('/health', { method: 'POST', headers: { origin: 'https://evil.example' }, json: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'cross_site_request', message: 'Cross-site requests are not allowed.' });
  });

  it('refuses an unsafe request with neither Origin nor Sec-Fetch-Site', async () => {
    const res = await createApp().request(`${ORIGIN}/api/v1/health`, { method: 'DELETE' }, env);
    expect(res.status).toBe(403);
  });

  it('lets a same-origin request through (Sec-Fetch-Site)', async () => {
    const res = await createApp().request(
      `${ORIGIN}/api/v1/health`,
      { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } },
      env,
    );
    expect(res.status).toBe(404);
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await api('/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
  });
});

describe('headers', () => {
  it('sets security headers, a request id and no-store on every response', async () => {
    for (const res of [await api('/health'), await api('/nope')]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toMatch(/.+/);
    }
  });
});
