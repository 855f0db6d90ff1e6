import { expect } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../functions/app';
import { siteHandler } from '../../functions/site-handler';
import { builtSite } from './built-site';
import { ORIGIN } from './helpers';

/** What the build's `_headers` gives every static file (the policy shortened to one hash). */
export const PAGE_POLICY = "default-src 'self'; script-src 'sha256-test'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
const STATIC_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': PAGE_POLICY,
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
const SHELL = `<!doctype html><title>Certificate</title><article data-certificate-state="valid"><h1 data-certificate-field="holder">Holder</h1>
<a data-certificate-field="journey" href="/learning-hub">Journey</a><dd data-certificate-field="completed">Date</dd>
<dd data-certificate-field="issued">Date</dd><code data-certificate-field="id">id</code>
<a data-certificate-field="linkedin" href="https://www.linkedin.com/profile/add">Add to LinkedIn</a></article>
<article data-certificate-state="revoked"><code data-certificate-field="id">id</code><span data-certificate-field="revoked">date</span></article>`;
const assets = builtSite(['/404', '/about', '/settings'], {
  files: { '/certificates/shell': { body: SHELL, headers: { 'content-type': 'text/html; charset=utf-8' } } },
  headers: STATIC_HEADERS,
});

/**
 * The deployed Worker with the Hono app for `/api/*` and a stand-in for Astro's handler that does
 * what Astro does for this site's other requests: pages come from the static files, and anything
 * else gets a bare answer of the kind a framework gives (no headers of its own).
 */
const app = createApp({ clock: () => Date.UTC(2026, 5, 1, 12, 5, 0) });
const handler = siteHandler(
  (request, environment) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    return environment.ASSETS.fetch(request);
  },
  (request, environment, ctx) => app.fetch(request, environment, ctx),
);

export async function visit(path: string, init: RequestInit = {}, environment: Partial<Cloudflare.Env> = {}) {
  const ctx = createExecutionContext();
  const res = await handler(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }),
    { ...env, ASSETS: assets, ...environment },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export function expectSiteHeaders(res: Response, label: string) {
  const h = (name: string) => res.headers.get(name);
  expect(h('strict-transport-security'), label).toBe('max-age=31536000; includeSubDomains');
  expect(h('x-content-type-options'), label).toBe('nosniff');
  expect(h('x-frame-options'), label).toBe('DENY');
  expect(h('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(h('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(h('permissions-policy'), label).toBe('camera=(), microphone=(), geolocation=()');
  expect(h('content-security-policy'), label).toContain("frame-ancestors 'none'");
}
