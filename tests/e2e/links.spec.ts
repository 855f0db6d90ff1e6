import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'dist/client';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const redirects = new Set(
  readFileSync(join(ROOT, '_redirects'), 'utf8').split('\n').map((line) => line.trim().split(/\s+/)[0]).filter(Boolean),
);

/** Whether a site-internal path is served: a file, a page (path.html or path/index.html), a redirect or the API. */
function resolves(pathname: string): boolean {
  const path = decodeURIComponent(pathname);
  if (path.startsWith('/api/')) return true;
  if (redirects.has(path)) return true;
  const base = join(ROOT, path);
  return [base, `${base}.html`, join(base, 'index.html')].some((p) => existsSync(p) && statSync(p).isFile());
}

test('no broken internal link anywhere in the built site', () => {
  const files = htmlFiles(ROOT);
  expect(files.length).toBeGreaterThan(200);
  const broken: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/\s(?:href|src)="([^"#?]*)[^"]*"/g)) {
      const target = match[1];
      if (!target || !target.startsWith('/') || target.startsWith('//')) continue;
      if (!resolves(target)) broken.push(`${file.slice(ROOT.length)} → ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
