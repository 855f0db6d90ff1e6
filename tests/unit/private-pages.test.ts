import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGES, privatePageRedirect } from '../../functions/features/auth/private-pages';

const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

describe('private pages', () => {
  it('sends a visitor without a session cookie to sign in, coming back to the page', () => {
    const res = privatePageRedirect(get('http://127.0.0.1:8787/settings'))!;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/login?next=%2Fsettings');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(privatePageRedirect(get('https://agent-atlas.dev/profile?tab=1'))!.headers.get('location')).toBe(
      '/auth/login?next=%2Fprofile%3Ftab%3D1',
    );
  });

  it('serves the page when the session cookie for the scheme is present, and only then', () => {
    expect(privatePageRedirect(get('http://127.0.0.1:8787/settings', 'atlas_session=token'))).toBeNull();
    expect(privatePageRedirect(get('https://agent-atlas.dev/settings', '__Host-atlas_session=token'))).toBeNull();
    // The plain-http name does not count over HTTPS, and the readable hint alone proves nothing.
    expect(privatePageRedirect(get('https://agent-atlas.dev/settings', 'atlas_session=token'))?.status).toBe(302);
    expect(privatePageRedirect(get('http://127.0.0.1:8787/settings', 'atlas_signed_in=1'))?.status).toBe(302);
    expect(privatePageRedirect(get('http://127.0.0.1:8787/settings', 'atlas_session='))?.status).toBe(302);
  });

  it('leaves every other page alone', () => {
    expect(privatePageRedirect(get('http://127.0.0.1:8787/about'))).toBeNull();
    expect(privatePageRedirect(get('http://127.0.0.1:8787/settings-guide'))).toBeNull();
  });

  it('is the list wrangler.toml routes to the Worker before the static files', () => {
    const line = /^run_worker_first = (\[.*\])$/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
    // Plus the certificate pages, which the Worker draws from D1 (src/worker.ts).
    expect(JSON.parse(line ?? 'null')).toEqual([...PRIVATE_PAGES, '/certificates/*']);
  });
});
