// After `astro build`: puts the site's complete Content-Security-Policy in the static assets' header
// (dist/client/_headers), with a hash of every inline script and style of every page. The header is
// the only copy of the policy (pages carry no <meta> policy, docs/decisions.md, CSP): Cloudflare
// sends it with every static file, the Worker's own answers keep it when they serve a static file
// through the assets binding (private pages, a certificate's frame and 404), and `wrangler dev`
// (`npm start`, the browser tests) applies the same _headers. A response without it gets the
// Worker's closed policy (functions/lib/site-headers.ts), never an open one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const ROOT = 'dist/client';
const HEADERS = join(ROOT, '_headers');
/** Cloudflare reads at most 2,000 characters on one line of _headers. */
const MAX_LINE = 2000;

/** Pages, and the full-size diagram files (SVG documents with their own stylesheet). */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html') || entry.name.endsWith('.svg')) yield path;
  }
}

/** Every source each directive lists on any page, in first-seen order. */
const directives = new Map();
const add = (name, source) => directives.set(name, (directives.get(name) ?? new Set()).add(source));
const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// Scripts and styles from the site's own origin; Pagefind's full-text search compiles WebAssembly,
// which needs 'wasm-unsafe-eval'. No page uses a style attribute, so the policy allows none.
add('script-src', "'self'");
add('script-src', "'wasm-unsafe-eval'");
add('style-src', "'self'");
for (const file of htmlFiles(ROOT)) {
  const html = readFileSync(file, 'utf8');
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/i.test(attrs) && !/type="application\/(ld\+)?json"/i.test(attrs) && body.trim()) add('script-src', hash(body));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (body.trim()) add('style-src', hash(body));
  // A page that brings a policy of its own would be held to both: the build must not make any.
  if (/<meta http-equiv="content-security-policy"/i.test(html)) {
    console.error(`${file} carries a <meta> Content-Security-Policy; the policy is sent as a header only.`);
    process.exit(1);
  }
}
const list = (name) => [...(directives.get(name) ?? [])].join(' ');

// The help page's human check: Cloudflare Turnstile's script and frame, only when a site key is
// configured for the build (without one the page uses its local stand-in and loads nothing).
const TURNSTILE = process.env.PUBLIC_TURNSTILE_SITE_KEY ? ['https://challenges.cloudflare.com'] : [];
// The help page's live chat widget, only when one is configured for the build: its script's origin
// may load scripts, frames and connections (widgets open a socket to their own host).
const CHAT = process.env.PUBLIC_CHAT_WIDGET_URL ? [new URL(process.env.PUBLIC_CHAT_WIDGET_URL).origin] : [];
const policy = [
  "default-src 'self'",
  [`script-src ${list('script-src')}`, ...TURNSTILE, ...CHAT].join(' '),
  `style-src ${list('style-src')}`,
  "img-src 'self' data:",
  // Fonts, manifests and workers fall back to default-src (workers through script-src), both 'self':
  // listing them again would only spend characters of the 2,000 the header line allows.
  ["connect-src 'self'", ...CHAT].join(' '),
  TURNSTILE.length + CHAT.length ? `frame-src ${[...TURNSTILE, ...CHAT].join(' ')}` : "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const line = `  Content-Security-Policy: ${policy}`;
if (line.length > MAX_LINE) {
  console.error(
    `The Content-Security-Policy header would be ${line.length} characters, over the ${MAX_LINE} that _headers allows per line.`,
  );
  process.exit(1);
}
const headers = readFileSync(HEADERS, 'utf8');
if (!/^\s*Content-Security-Policy:.*$/m.test(headers)) {
  console.error(`${HEADERS} has no Content-Security-Policy line to complete.`);
  process.exit(1);
}
writeFileSync(HEADERS, headers.replace(/^\s*Content-Security-Policy:.*$/m, line));
console.log(
  `_headers: Content-Security-Policy with ${directives.get('script-src')?.size ?? 0} script and ${directives.get('style-src')?.size ?? 0} style sources (${line.length} characters of ${MAX_LINE})`,
);
