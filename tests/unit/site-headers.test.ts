import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { NON_PAGE_POLICY, SITE_SECURITY_HEADERS } from '../../functions/lib/site-headers';

/** The headers public/_headers gives every static file (the `/*` rule). */
function staticHeaders(): Record<string, string> {
  const lines = readFileSync('public/_headers', 'utf8').split('\n');
  const start = lines.findIndex((l) => l.trim() === '/*');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const [name, ...value] = line.trim().split(':');
    headers[name!] = value.join(':').trim();
  }
  return headers;
}

describe('one list of security headers', () => {
  it('the static files and what the Worker draws carry the same headers', () => {
    const { 'Content-Security-Policy': policy, ...rest } = staticHeaders();
    expect(rest).toEqual(SITE_SECURITY_HEADERS);
    // The build completes the static policy (scripts/write-csp-header.mjs); both forbid framing.
    expect(policy).toContain("frame-ancestors 'none'");
    expect(NON_PAGE_POLICY).toContain("frame-ancestors 'none'");
  });
});
