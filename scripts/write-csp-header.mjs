// After `astro build`: puts a complete Content-Security-Policy in the static assets' header
// (dist/client/_headers), with the script and style hashes Astro wrote into every page's <meta>
// policy. The header policy and the page's own meta policy both apply, so the header adds what a
// meta tag cannot carry (frame-ancestors) and closes everything the meta policy leaves open
// (default, connect, img, font, frame, worker sources) for every file the site serves.
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
for (const file of htmlFiles(ROOT)) {
  const html = readFileSync(file, 'utf8');
  // Inline scripts and styles that come before the page's <meta> policy (the theme script must run
  // before first paint) are not covered by it, but the header covers the whole page: hash them all.
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/i.test(attrs) && !/type="application\/(ld\+)?json"/i.test(attrs) && body.trim()) add('script-src', hash(body));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (body.trim()) add('style-src', hash(body));
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html);
  if (!meta) continue;
  for (const part of meta[1].split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const known = directives.get(name) ?? new Set();
    for (const source of sources) known.add(source);
    directives.set(name, known);
  }
}
const list = (name, fallback) => [...(directives.get(name) ?? fallback)].join(' ');

// The help page's human check: Cloudflare Turnstile's script and frame, only when a site key is
// configured for the build (without one the page uses its local stand-in and loads nothing).
const TURNSTILE = process.env.PUBLIC_TURNSTILE_SITE_KEY ? ['https://challenges.cloudflare.com'] : [];
// The help page's live chat widget, only when one is configured for the build: its script's origin
// may load scripts, frames and connections (widgets open a socket to their own host).
const CHAT = process.env.PUBLIC_CHAT_WIDGET_URL ? [new URL(process.env.PUBLIC_CHAT_WIDGET_URL).origin] : [];
const policy = [
  "default-src 'self'",
  `script-src ${list('script-src', ["'self'", ...TURNSTILE, ...CHAT])}`,
  `style-src ${list('style-src', ["'self'"])}`,
  ...(directives.has('style-src-attr') ? [`style-src-attr ${list('style-src-attr', [])}`] : []),
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
