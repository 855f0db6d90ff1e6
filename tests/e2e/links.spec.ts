import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXCLUDED } from '../../scripts/build-search-index.mjs';
import { expandSearchIndex } from '../../src/lib/search/index-format';

const ROOT = 'dist/client';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const redirects = new Set(
  readFileSync(join(ROOT, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter(Boolean),
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

test('the search index lists every page and every technique with exactly the spec’s fields', async ({ request }) => {
  const res = await request.get('/search-index.json');
  expect(res.status()).toBe(200);
  // The file's compact rows, expanded as the search panel does (src/lib/search/index-format.ts).
  const items = expandSearchIndex(await res.json()) as unknown as Array<Record<string, unknown>>;
  const techniques = readdirSync('content/techniques')
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
  const ids = new Set(items.map((i) => i.id));
  expect(techniques.filter((slug) => !ids.has(`technique-${slug}`))).toEqual([]);
  const urls = new Set(items.map((i) => i.url));
  const pages = htmlFiles(ROOT).map(
    (f) =>
      f
        .slice(ROOT.length)
        .replace(/\.html$/, '')
        .replace(/\/index$/, '') || '/',
  );
  // The pages the index build leaves out on purpose.
  const skipped = (p: string) => EXCLUDED.some((re: RegExp) => re.test(p));
  expect(pages.filter((p) => !skipped(p) && !urls.has(p))).toEqual([]);
  const allowed = ['id', 'title', 'description', 'content', 'url', 'category', 'type', 'subcategory', 'tags'];
  for (const item of items) {
    expect(
      Object.keys(item).filter((k) => !allowed.includes(k)),
      String(item.id),
    ).toEqual([]);
    if (item.type === 'technique')
      expect(item).toMatchObject({ category: 'patterns', subcategory: 'reasoning', tags: [expect.any(String), 'technique', 'pattern'] });
  }
});
