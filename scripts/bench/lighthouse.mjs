// Lighthouse figures for one page of each kind (mobile, simulated throttling: Lighthouse's
// defaults), printed as a table; never fails. Starts the last build like `npm run load` does.
// Run alone with `node scripts/bench/lighthouse.mjs` (LIGHTHOUSE_PAGES=settings,home measures only the
// page kinds whose names contain those words; LIGHTHOUSE_DETAILS=1 prints what failing audits found);
// `npm run bench` runs it after its own figures.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8797);
const BASE = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PAGES = [
  ['home', '/'],
  ['technique', '/patterns/reasoning-techniques/react'],
  ['catalogue', '/patterns'],
  ['guide', '/ai-inference/overview'],
  ['guide with calculator', '/ai-inference/optimization'],
  ['interactive demo', '/interactive-demo'],
  ['learning hub', '/learning-hub'],
  ['learning hub (signed in)', '/learning-hub', { signedIn: true }],
  ['lesson', '/learning-hub/agent-foundations/the-agent-loop'],
  ['review (signed in)', '/learning-hub/review', { signedIn: true }],
  ['sign in', '/auth/login'],
  ['settings (signed in)', '/settings', { signedIn: true }],
  ['billing (signed in)', '/billing', { signedIn: true }],
  ['notifications (signed in)', '/notifications', { signedIn: true }],
  ['library (signed in)', '/profile/library', { signedIn: true }],
  ['technique with the bookmark control (signed in)', '/patterns/reasoning-techniques/react', { signedIn: true }],
  ['help', '/help'],
  ['labs', '/labs'],
  ['lab page', '/labs/inbox-exfiltration'],
  ['threats', '/threats'],
  ['threat page', '/threats/llm01'],
  ['design review', '/design-review'],
  ['prompt hub', '/prompt-hub'],
  ['prompt template', '/prompt-hub/anthropic/template-support-agent'],
  ['news hub', '/news-hub'],
  ['project page', '/project-hub/agent-frameworks/langgraph'],
];

if (!existsSync('dist/server/wrangler.json')) {
  console.error('No build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['scripts/e2e-server.mjs', String(PORT)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);

// Up to two minutes, as the browser tests allow: on a busy machine migrating and starting the
// server takes more than one.
async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start');
}

/** Session cookies from the test-only route, so private pages are measured as their owner sees them. */
async function signedInCookies() {
  const res = await fetch(`${BASE}/api/v1/dev/test-session`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName: 'Lighthouse' }),
  });
  const [name, value] = res.headers.getSetCookie()[0].split(';')[0].split('=');
  return [
    { name, value, url: BASE },
    { name: 'atlas_signed_in', value: '1', url: BASE },
  ];
}

/** The HTML snippet of the first element an audit's details name (audits nest tables in tables). */
function firstNodeSnippet(audit) {
  const stack = [audit?.details];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (value.type === 'node' && typeof value.snippet === 'string') return value.snippet;
    stack.push(...Object.values(value).reverse());
  }
  return '';
}

await waitForServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const rows = [];
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  for (const [kind, path, options] of PAGES.filter(([kind]) => !only || only.some((word) => kind.includes(word)))) {
    // A page of our own carries the browser's cookies (the site's script reads the signed-in hint).
    const page = await browser.newPage();
    if (options?.signedIn) await browser.setCookie(...(await signedInCookies()));
    const { lhr } = await lighthouse(
      `${BASE}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    await page.close();
    // A run whose trace failed scores 0 for performance: say why instead of printing a bare 0.
    const traceError = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    if (traceError) console.log(`${kind}: performance not measured: ${traceError}`);
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
    // The element that was the largest paint: the first thing to look at when LCP is slow.
    const lcpElement = firstNodeSnippet(lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element']);
    rows.push({ kind, path, scores, tbt, lcp, cls, failing, lcpElement });
    // LIGHTHOUSE_DETAILS=1 prints what each failing audit found, to see what to fix.
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const id of failing)
        console.log(`${kind} ${id}:`, JSON.stringify(lhr.audits[id]?.details?.items?.slice(0, 3) ?? null).slice(0, 800));
      // What moved, and by how much, whenever anything did (the audit passes below a CLS of 0.1).
      if (cls > 0)
        for (const shift of lhr.audits['layout-shifts']?.details?.items ?? [])
          console.log(`${kind} layout shift ${shift.score?.toFixed(4)}: ${shift.node?.snippet?.slice(0, 200) ?? 'unknown element'}`);
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  stopServer();
}

console.log(`\nLighthouse ${lighthouse.version ?? ''} (mobile, simulated throttling): performance / accessibility / best practices / SEO`);
console.log('| page | path | perf | a11y | best practices | SEO | TBT ms | LCP ms | CLS | audits below 0.9 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.kind} | ${r.path} | ${r.scores.join(' | ')} | ${r.tbt} | ${r.lcp} | ${r.cls.toFixed(3)} | ${r.failing.join(', ') || '—'} |`,
  );
console.log('\nLargest paint per page:');
for (const r of rows) console.log(`- ${r.kind}: ${r.lcpElement.slice(0, 160) || 'unknown'}`);
process.exit(0);
