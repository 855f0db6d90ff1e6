// After `astro build`, before scripts/write-csp-header.mjs hashes them: minifies the inline scripts
// every page carries (the theme, search and bookmark loader, src/components/ThemeAndSearchScript.astro,
// and the analytics tracker, src/lib/analytics). Astro writes `is:inline` scripts as they are in the
// source, comments and indentation included; minified they are about a third smaller (0.5 KB gzip a
// page). Only plain `<script>` elements are touched: no `src`, no `type` (so neither JSON data nor
// Astro's own module scripts, which its bundler already minified). The same source always gives the
// same output, so the pages still share a handful of hashes in the policy.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

const ROOT = 'dist/client';

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const minified = new Map();
function minify(source) {
  if (!minified.has(source)) {
    const { code } = transformSync(source, { minify: true, target: 'es2022', charset: 'utf8', logLevel: 'error' });
    const out = code.trim();
    if (/<\/script/i.test(out)) throw new Error('a minified inline script contains </script');
    minified.set(source, out.length < source.length ? out : source);
  }
  return minified.get(source);
}

let pages = 0;
let saved = 0;
for (const file of htmlFiles(ROOT)) {
  const html = readFileSync(file, 'utf8');
  const next = html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, body) => {
    if (!body.trim()) return whole;
    const out = minify(body);
    saved += body.length - out.length;
    return `<script>${out}</script>`;
  });
  if (next !== html) {
    writeFileSync(file, next);
    pages++;
  }
}
console.log(
  `inline scripts: ${minified.size} distinct, minified on ${pages} pages (${(saved / pages / 1024 || 0).toFixed(1)} KB a page before compression)`,
);
