// Benchmarks: figures, never pass/fail. Times a full production build, then prints the page
// weight of the built site (HTML + CSS + JS each page loads, raw and gzip), per page and in total.
// Any extra benchmark modules in scripts/bench/ are run afterwards (not with `--no-extra`);
// `--no-build` measures the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const kb = (n) => (n / 1024).toFixed(1).padStart(7);

if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
  if (result.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
  console.log(
    `Full production build (astro + pagefind): ${((Date.now() - started) / 1000).toFixed(1)} s on ${(await import('node:os')).cpus().length} cores\n`,
  );
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'pagefind') return [];
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const assetCache = new Map();
function asset(url) {
  if (!assetCache.has(url)) {
    const path = join(ROOT, url);
    const buf = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    assetCache.set(url, { raw: buf.length, gz: gzipSync(buf).length });
  }
  return assetCache.get(url);
}

/** A module and everything it imports statically (chunks are ES modules with relative imports). */
function moduleGraph(entries) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url) || !url.startsWith('/')) return;
    seen.add(url);
    const path = join(ROOT, url);
    if (!existsSync(path)) return;
    const code = readFileSync(path, 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) visit(new URL(m[1], `http://x${url}`).pathname);
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * Islands a visitor's page does not load before it is used: `client:signed-in` (signed-in readers
 * only), `client:intent` (on the first sign of use: pointer, touch, focus or key) and `client:visible`
 * (as the island comes near the screen; used below the first screen only).
 */
const DEFERRED_ISLAND = /<astro-island[^>]*\sclient="(?:signed-in|intent|visible)"[^>]*>/g;

/** The modules of a page's deferred islands (and what they import) that its first load does not bring. */
function deferredScripts(html) {
  const urls = [...html.matchAll(DEFERRED_ISLAND)].flatMap((m) =>
    [...m[0].matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g)].map((u) => u[1]),
  );
  const first = new Set(pageScripts(html));
  return moduleGraph(urls).filter((url) => !first.has(url));
}

/**
 * Scripts a page loads before any interaction, for a visitor: script tags and Astro islands' component
 * and renderer modules (not those of deferred islands, above).
 */
function pageScripts(html) {
  const text = html.replace(DEFERRED_ISLAND, '');
  const urls = [
    ...text.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...text.matchAll(/<astro-island[^>]*?\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
    ...text.matchAll(/<astro-island[^>]*?\srenderer-url="([^"]+)"/g),
    ...text.matchAll(/<script type="module">[^<]*?(?:import\s*|from\s*)["']([^"']+\.js)["']/g),
  ].map((m) => m[1]);
  return moduleGraph([...new Set(urls)]);
}

const rows = htmlFiles(ROOT)
  .map((file) => {
    const html = readFileSync(file);
    const text = html.toString();
    const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => asset(m[1]));
    const js = pageScripts(text).map(asset);
    const sum = (list, key) => list.reduce((n, a) => n + a[key], 0);
    const page =
      file
        .slice(ROOT.length)
        .replace(/\.html$/, '')
        .replace(/\/index$/, '/') || '/';
    return {
      page,
      html: html.length,
      htmlGz: gzipSync(html).length,
      css: sum(css, 'raw'),
      cssGz: sum(css, 'gz'),
      js: sum(js, 'raw'),
      jsGz: sum(js, 'gz'),
    };
  })
  .map((r) => ({ ...r, totalGz: r.htmlGz + r.cssGz + r.jsGz }));

const header = `${'page'.padEnd(64)} ${'HTML'.padStart(7)} ${'gz'.padStart(7)} ${'CSS'.padStart(7)} ${'gz'.padStart(7)} ${'JS'.padStart(7)} ${'gz'.padStart(7)} ${'total gz'.padStart(9)}  (KB)`;
const line = (r) =>
  `${r.page.slice(0, 64).padEnd(64)} ${kb(r.html)} ${kb(r.htmlGz)} ${kb(r.css)} ${kb(r.cssGz)} ${kb(r.js)} ${kb(r.jsGz)} ${kb(r.totalGz).padStart(9)}`;
console.log('Page weight per page (first-load transfer: HTML + linked CSS + JS modules, islands and their imports included)');
console.log(header);
for (const r of rows.sort((a, b) => a.page.localeCompare(b.page))) console.log(line(r));

// Technique pages only: the complexity and threat filter pages share the address shape.
const technique = rows.filter((r) => /^\/patterns\/[^/]+\/[^/]+$/.test(r.page) && !/^\/patterns\/(complexity|threat)\//.test(r.page));
const stat = (list, key) => ({ max: Math.max(...list.map((r) => r[key])), avg: list.reduce((n, r) => n + r[key], 0) / list.length });
console.log('\nTotals');
console.log(`  pages: ${rows.length}`);
console.log(
  `  all pages, sum of HTML gzip: ${kb(rows.reduce((n, r) => n + r.htmlGz, 0))} KB; distinct CSS+JS assets gzip: ${kb([...assetCache.values()].reduce((n, a) => n + a.gz, 0))} KB`,
);
if (technique.length) {
  const s = stat(technique, 'totalGz');
  const js = stat(technique, 'js');
  console.log(
    `  technique pages: ${technique.length}; transfer gzip avg ${kb(s.avg)} KB (budget 20 KB), max ${kb(s.max)} KB (budget 24 KB; HTML, CSS and diagram); framework JS max ${js.max} bytes (budget 0)`,
  );
}

const guide = rows.filter((r) => /^\/(ai-inference|fine-tuning|ai-red-teaming)(\/[^/]+)?$/.test(r.page) && !r.page.endsWith('.md'));
if (guide.length) {
  const s = stat(guide, 'htmlGz');
  const withCss = stat(
    guide.map((r) => ({ ...r, htmlCssGz: r.htmlGz + r.cssGz })),
    'htmlCssGz',
  );
  const calculators = guide.filter((r) => r.js > 0);
  console.log(
    `  guide pages: ${guide.length}; HTML gzip avg ${kb(s.avg)} KB; HTML+CSS gzip max ${kb(withCss.max)} KB (budget 40 KB); pages with JS (React and the page's own island only): ${calculators.map((r) => `${r.page} ${kb(r.jsGz).trim()} KB`).join(', ') || 'none'}`,
  );
}

const hub = rows.filter((r) => /^\/(prompt-hub|news-hub|project-hub)(\/|$)/.test(r.page));
if (hub.length) {
  const s = stat(hub, 'totalGz');
  const js = stat(hub, 'js');
  const largest = hub.find((r) => r.totalGz === s.max);
  console.log(
    `  hub pages (prompts, news, projects): ${hub.length}; transfer gzip avg ${kb(s.avg)} KB, max ${kb(s.max)} KB (${largest?.page}; budget 40 KB, as technique pages); JS files max ${js.max} bytes (budget 0)`,
  );
}

// An island's own JavaScript: its component and what it imports, less React (the renderer's graph).
function islandFigure(file, component, label, budgetKb, page) {
  const path = join(ROOT, file);
  if (!existsSync(path)) return;
  const island = new RegExp(`<astro-island[^>]*component-url="([^"]*${component}[^"]*)"[^>]*renderer-url="([^"]+)"`).exec(
    readFileSync(path, 'utf8'),
  );
  if (!island) return;
  const react = new Set(moduleGraph([island[2]]));
  const own = moduleGraph([island[1]])
    .filter((url) => !react.has(url))
    .map(asset);
  const row = rows.find((r) => r.page === page);
  console.log(
    `  ${label}: own JS beyond React ${kb(own.reduce((n, a) => n + a.gz, 0)).trim()} KB gzip in ${own.length} files (budget ${budgetKb} KB); whole first load ${kb(row?.totalGz ?? 0).trim()} KB gzip`,
  );
}
islandFigure('interactive-demo.html', 'DemoSandbox', 'interactive demo', 40, '/interactive-demo');
islandFigure('design-review.html', 'DesignReview', 'design review', 30, '/design-review');

// The security labs' own JavaScript: a lab page's island and its imports, less React and less
// what the interactive demo's island loads too (the demo's engine and its shared parts).
const labFile = join(ROOT, 'labs', 'inbox-exfiltration.html');
const demoFile = join(ROOT, 'interactive-demo.html');
if (existsSync(labFile) && existsSync(demoFile)) {
  const island = (file, name) =>
    new RegExp(`<astro-island[^>]*component-url="([^"]*${name}[^"]*)"[^>]*renderer-url="([^"]+)"`).exec(readFileSync(file, 'utf8'));
  const lab = island(labFile, 'LabRunner');
  const demoIsland = island(demoFile, 'DemoSandbox');
  if (lab && demoIsland) {
    const shared = new Set([...moduleGraph([lab[2]]), ...moduleGraph([demoIsland[1]])]);
    const own = moduleGraph([lab[1]])
      .filter((url) => !shared.has(url))
      .map(asset);
    const page = rows.find((r) => r.page === '/labs/inbox-exfiltration');
    const index = rows.find((r) => r.page === '/labs');
    console.log(
      `  security labs: own JS beyond React and the demo's engine ${kb(own.reduce((n, a) => n + a.gz, 0)).trim()} KB gzip in ${own.length} files (budget 40 KB); lab page first load ${kb(page?.totalGz ?? 0).trim()} KB gzip; /labs ${kb(index?.totalGz ?? 0).trim()} KB gzip`,
    );
  }
}

// Pages with React islands: first-load JavaScript against their budget (React's runtime plus at most
// 15 KB of the page's own, 75 KB gzip in all), and in brackets what a reader loads once they use a
// form that hydrates on use.
const reactRuntime = (() => {
  const html = existsSync(join(ROOT, 'help.html')) ? readFileSync(join(ROOT, 'help.html'), 'utf8') : '';
  const renderer = /renderer-url="([^"]+)"/.exec(html)?.[1];
  return renderer ? moduleGraph([renderer]).reduce((n, url) => n + asset(url).gz, 0) : 0;
})();
const islandPages = ['/auth/login', '/profile', '/settings', '/billing', '/notifications', '/help'];
console.log(
  `  island pages: first-load JS gzip (budget 75 KB; React's runtime ${kb(reactRuntime).trim()} KB): ${islandPages
    .map((page) => rows.find((r) => r.page === page))
    .filter(Boolean)
    .map((r) => {
      const later = deferredScripts(readFileSync(join(ROOT, `${r.page}.html`), 'utf8')).reduce((n, url) => n + asset(url).gz, 0);
      return `${r.page} ${kb(r.jsGz).trim()} KB${later ? ` (${kb(r.jsGz + later).trim()} KB once its forms are used)` : ''}`;
    })
    .join(', ')}`,
);

// Pages whose only interactive part is small (a vote, a completion control, a bookmark): at most 5 KB
// of first-load JavaScript for a visitor and no framework; a signed-in reader's islands are counted apart.
const smallIslandPages = ['/help/account', '/learning-hub/agent-foundations/the-agent-loop', '/patterns/reasoning-techniques/react'];
console.log(
  `  small-island pages: first-load JS gzip for a visitor (budget 5 KB, no framework): ${smallIslandPages
    .map((page) => rows.find((r) => r.page === page))
    .filter(Boolean)
    .map((r) => {
      const extra = deferredScripts(readFileSync(join(ROOT, `${r.page}.html`), 'utf8'));
      const extraGz = extra.reduce((n, url) => n + asset(url).gz, 0);
      return `${r.page} ${kb(r.jsGz).trim()} KB${extra.length ? ` (signed in: ${kb(r.jsGz + extraGz).trim()} KB)` : ''}`;
    })
    .join(', ')}`,
);

// The search panel loads on first use only: its entry, the chunks it imports, and the index.
const panel = moduleGraph(['/search-panel.js']).map(asset);
const index = asset('/search-index.json');
console.log(
  `  search panel on first open (not in the figures above): JS ${kb(panel.reduce((n, a) => n + a.gz, 0))} KB gzip in ${panel.length} files (less where a page's islands already loaded shared chunks), index ${kb(index.gz)} KB gzip`,
);

// The bookmark control loads on content pages for signed-in readers only: its entry and the chunks it imports.
const control = moduleGraph(['/bookmark-control.js']).map(asset);
const controlGz = control.reduce((n, a) => n + a.gz, 0);
console.log(
  `  bookmark control for signed-in readers (not in the figures above): JS ${kb(controlGz)} KB gzip in ${control.length} files (budget 3 KB; visitors load none)`,
);

// `--no-extra` prints the figures above only (no Lighthouse or search runs).
const extra = 'scripts/bench';
if (existsSync(extra) && !process.argv.includes('--no-extra')) {
  for (const file of readdirSync(extra)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    console.log(`\n== ${file}`);
    spawnSync('node', [join(extra, file)], { stdio: 'inherit' });
  }
}
