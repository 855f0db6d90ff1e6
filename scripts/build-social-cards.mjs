// After `astro build`: one social card per page, at /og/{page address}.png (the page's og:image,
// written by BaseLayout), drawn in two worker threads. Cards are cached by their content in
// node_modules/.cache/social-cards, so a rebuild draws only the cards whose title, kind or
// category changed; a fresh checkout draws them all (see docs/performance.md for the cost).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { pageCard, pagePath } from './cards/page-card.mjs';

const ROOT = 'dist/client';
const CACHE = 'node_modules/.cache/social-cards';

if (isMainThread) {
  const started = Date.now();
  const pages = [];
  (function walk(dir) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.push(path);
    }
  })(ROOT);
  mkdirSync(CACHE, { recursive: true });
  const jobs = [];
  let cached = 0;
  for (const file of pages) {
    const path = pagePath(relative(ROOT, file));
    const card = pageCard(path, readFileSync(file, 'utf8'));
    const out = join(ROOT, 'og', `${path === '/' ? 'index' : path.slice(1)}.png`);
    const key = join(CACHE, `${createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 24)}.png`);
    mkdirSync(dirname(out), { recursive: true });
    if (existsSync(key)) {
      writeFileSync(out, readFileSync(key));
      cached++;
    } else jobs.push({ card, out, key });
  }
  const threads = Math.max(1, Math.min(2, availableParallelism(), jobs.length));
  await Promise.all(
    Array.from({ length: threads }, (_, i) => {
      const share = jobs.filter((_, j) => j % threads === i);
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: share });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`card worker exited with ${code}`))));
      });
    }),
  );
  console.log(
    `social cards: ${pages.length} pages, ${jobs.length} drawn, ${cached} from cache, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  const { renderCard } = await import('./cards/card.mjs');
  for (const { card, out, key } of workerData) {
    const png = await renderCard(card);
    writeFileSync(out, png);
    writeFileSync(key, png);
  }
  parentPort?.close();
}
