import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { siteHandler } from '../../functions/site-handler';
import { ORIGIN } from './helpers';

/** The Worker's own routing: which handler answers a path (each answer names who gave it). */
const handler = siteHandler(
  () => new Response('astro'),
  () => new Response('api'),
);
const answerOf = async (path: string, method = 'GET') =>
  (await handler(new Request(`${ORIGIN}${path}`, { method }), env, createExecutionContext())).text();

describe('the Worker sends /api straight to the API, everything else to Astro', () => {
  it('the API answers /api and every path under it, for every method, without Astro', async () => {
    for (const path of ['/api', '/api/', '/api/v1/health/live', '/api/v1/learning-hub/progress', '/api/v2/anything']) {
      expect(await answerOf(path), path).toBe('api');
    }
    expect(await answerOf('/api/v1/learning-hub/progress', 'POST')).toBe('api');
  });

  it('pages whose path only begins like the API stay with Astro', async () => {
    for (const path of ['/', '/about', '/apis', '/api-keys', '/patterns/api-gateway']) {
      expect(await answerOf(path), path).toBe('astro');
    }
  });
});
