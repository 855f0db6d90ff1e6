// Search benchmark: query time over the real index (median and p99 for realistic queries), the
// same with the index scaled to 10x, the one-time index preparation and the index payload size.
// Figures only.
//
// Each query is timed twice: by the wall clock, and by the processor time the process used
// (process.cpuUsage: every thread of the process, so the garbage collector's and the compiler's
// helpers too, an upper bound of the query's own). On a machine shared with other work the wall
// clock also counts the time the process waited for a core, which says nothing about the engine.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
await build({
  stdin: {
    contents: "export * from './src/lib/search/engine.ts'; export * from './src/lib/search/index-format.ts';",
    resolveDir: '.',
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: join(dir, 'engine.mjs'),
  logLevel: 'silent',
});
const { createSearchEngine, expandSearchIndex } = await import(join(dir, 'engine.mjs'));
rmSync(dir, { recursive: true, force: true });

const raw = readFileSync('dist/client/search-index.json');
const shipped = JSON.parse(raw.toString());
const items = expandSearchIndex(shipped);

/** The index budget (docs/decisions.md, Search), and what one more page of full content costs in it. */
const BUDGET = 120 * 1024;
const gzipSize = (data) => gzipSync(JSON.stringify(data)).length;
// Pages with full content (not the short hub entries): the kind of page still to come. Their cost is
// what the file loses without them, so what gzip shares with the rest is not counted twice.
const fullPage = (row) => typeof row[0] === 'string' && (typeof row[3] === 'string' ? row[3] : row[3].join('')).length > 300;
const fullPages = shipped.items?.filter(fullPage) ?? [];
const perPage = fullPages.length
  ? (gzipSize(shipped) - gzipSize({ ...shipped, items: shipped.items.filter((row) => !fullPage(row)) })) / fullPages.length
  : 0;
const QUERIES = [
  'rag',
  'graph rag',
  'prompt injection',
  'memory',
  'multi agent debate',
  'tool',
  'react',
  'sandbox',
  'chain of thought',
  'routing cost',
  'guardrails',
  'evaluation',
  'mcp',
  'human in the loop',
  'parallel',
  'planning',
  'json schema',
  'output filtering pii',
  'agent',
  'x',
  'of',
  'in context learning',
  'retrieval augmented generation',
  'self-consistency',
];

/** Microseconds of processor time the process has used so far. */
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

function measure(list, rounds = 30) {
  const times = [];
  const cpu = [];
  const prepare = [];
  for (let r = 0; r < rounds; r++) {
    // A fresh engine per round so every query is computed, not served from the result cache.
    const engine = createSearchEngine(list);
    // The first query prepares the index once, as the panel's first query does; timed on its own.
    let start = process.hrtime.bigint();
    engine.search('warm-up');
    prepare.push(Number(process.hrtime.bigint() - start) / 1e6);
    for (const q of QUERIES) {
      const used = cpuClock();
      start = process.hrtime.bigint();
      engine.search(q);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      cpu.push((cpuClock() - used) / 1e3);
    }
  }
  const at = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  };
  return {
    median: at(times, 0.5),
    p99: at(times, 0.99),
    cpu: { median: at(cpu, 0.5), p99: at(cpu, 0.99) },
    max: Math.max(...times),
    n: times.length,
    prepare: at(prepare, 0.5),
  };
}

const figures = ({ median, p99, cpu }) =>
  `median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms; processor time median ${cpu.median.toFixed(3)} ms, p99 ${cpu.p99.toFixed(3)} ms`;

/** `copies` copies of the index, as the same text or with the vocabulary growing with them. */
function scale(copies, growVocabulary) {
  // Exact copies keep the vocabulary of the real index; a larger real catalogue would also have more
  // distinct words, so the growing variant gives every third word of each copy a copy-specific suffix.
  const vary = (text, copy) =>
    !growVocabulary || copy === 0 ? text : text.replace(/[A-Za-z]+/g, (w, at) => (at % 3 === 0 ? `${w}${'qzxjkv'[copy % 6]}${copy}` : w));
  return Array.from({ length: copies }, (_, i) =>
    items.map((it) => ({
      ...it,
      id: `${it.id}-${i}`,
      title: vary(it.title, i),
      description: vary(it.description, i),
      content: vary(it.content, i),
    })),
  ).flat();
}
const scaled = scale(10, false);
const varied = scale(10, true);
// One round with code not yet compiled, as in a page that has just loaded; printed on its own, so
// the figures below are of the engine rather than of the compiler warming up.
const cold = measure(items, 1);
const base = measure(items);
const big = measure(scaled, 20);
const bigVaried = measure(varied, 20);
const gz = gzipSync(raw).length;
console.log(
  `index: ${items.length} items, ${(raw.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (budget 120 KB, aim for today's index <= 95 KB)` +
    (perPage
      ? `; a page with full content costs about ${Math.round(perPage)} bytes gzip, so about ${Math.floor((BUDGET - gz) / perPage)} more fit`
      : ''),
);
console.log(
  `query time, first ${cold.n} queries of a fresh process (code not yet compiled): median ${cold.median.toFixed(3)} ms, slowest ${cold.max.toFixed(3)} ms`,
);
console.log(`query time, full index (${items.length} items, ${base.n} queries): ${figures(base)} (aim < 1 ms / < 2 ms)`);
console.log(`query time, 10x index (${scaled.length} items, ${big.n} queries): ${figures(big)} (aim < 1 ms / < 2 ms)`);
console.log(`query time, 10x index with a 10x-growing vocabulary (${bigVaried.n} queries): ${figures(bigVaried)} (aim < 1 ms / < 2 ms)`);
console.log(
  `index preparation (first query, median of rounds): full index ${base.prepare.toFixed(1)} ms, 10x index ${big.prepare.toFixed(1)} ms`,
);

// SEARCH_GROWTH=1: how the costs grow, with the items alone (same vocabulary) and with the items and
// the vocabulary together (docs/performance.md has the figures).
if (process.env.SEARCH_GROWTH) {
  const tokenCount = (list) => {
    const tokens = new Set();
    for (const it of list)
      for (const text of [it.title, it.description, it.content, ...(it.tags ?? [])])
        for (const token of text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) tokens.add(token);
    return tokens.size;
  };
  console.log('\ngrowth (processor time per query; preparation by the wall clock)');
  console.log('copies  vocabulary  items   distinct tokens  median ms  p99 ms  preparation ms');
  for (const grow of [false, true]) {
    for (const copies of [1, 2, 5, 10, 20]) {
      const list = scale(copies, grow);
      const m = measure(list, copies === 1 ? 30 : 10);
      console.log(
        `${String(copies).padStart(6)}  ${(grow ? 'growing' : 'same').padEnd(10)}  ${String(list.length).padStart(6)}  ${String(tokenCount(list)).padStart(15)}  ${m.cpu.median.toFixed(3).padStart(9)}  ${m.cpu.p99.toFixed(3).padStart(6)}  ${m.prepare.toFixed(1).padStart(14)}`,
      );
    }
  }
}
