// `npm run load`: load figures for the served build (prints, never fails). Starts the last build on
// its own port and fresh local D1 (as the browser tests do), then runs autocannon against a static
// page, the health check, the public course list, a signed-in progress save and a sign-in,
// each beside the no-op route GET /api/v1/health/live in the same Worker and the same run, and
// prints requests per second, p50/p99 latency and the ratio to the no-op route.
// Each route is measured in LOAD_ROUNDS rounds (3 by default), each a no-op run then a run of the
// route, so a change in the machine's load between the two halves of a ratio shows as a spread
// between rounds instead of moving the one figure: the table gives the median round (by ratio) and
// the range of the ratios.
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const PORT = Number(process.env.LOAD_PORT ?? 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 3));
const headers = { origin: BASE, 'content-type': 'application/json' };

if (!existsSync('dist/server/wrangler.json')) {
  console.error('No build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['scripts/e2e-server.mjs', String(PORT)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start');
}

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ url: BASE, connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
/** One autocannon run, with the runtime's CPU time per request during it (ms, or null). */
async function measured(opts) {
  const before = runtimeCpuMs();
  const result = await run(opts);
  const after = runtimeCpuMs();
  return { result, cpuPerRequest: before === null || after === null ? null : (after - before) / result.requests.total };
}

/** A signed-in cookie from the test-only session route. */
async function testSession(i) {
  const res = await fetch(`${BASE}/api/v1/dev/test-session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ displayName: `Load ${i}` }),
  });
  return res.headers.getSetCookie()[0].split(';')[0];
}

await waitForServer();

/**
 * `wrangler dev` runs two workerd processes: its proxy, which takes every request first, and the
 * runtime, which runs the Worker and the local D1 on one thread (the one started with an inspector
 * address). The runtime's CPU time per request is a route's own cost there, which the proxy and
 * the load generator, sharing the cores, do not blur (docs/performance.md). Found through /proc
 * among the server's descendants, so Linux only: elsewhere the column stays empty.
 */
function findRuntime() {
  const parentOf = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  const descends = (pid) => {
    for (let p = pid; p > 1; p = parentOf(p)) if (p === server.pid) return true;
    return false;
  };
  try {
    for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes('workerd') && cmd.includes('--inspector-addr') && descends(Number(entry))) return Number(entry);
    }
  } catch {
    /* no /proc, or a process ended while it was read */
  }
  return null;
}
const runtime = findRuntime();
/** The runtime's CPU time so far in ms (user and system, all its threads), or null. */
function runtimeCpuMs() {
  if (!runtime) return null;
  const fields = readFileSync(`/proc/${runtime}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s (USER_HZ)
}
const courses = (await (await fetch(`${BASE}/api/v1/learning-hub/courses`)).json()).courses;
const lesson = courses[0].chapters[0].lessons[0];
const progress = JSON.stringify({
  courseId: courses[0].id,
  journeyId: courses[0].id,
  chapterId: courses[0].chapters[0].id,
  lessonId: lesson.id,
  progressPercentage: 50,
  isCompleted: false,
});
// Progress saves are limited to 120 a minute per learner, so the load rotates over many learners.
const cookies = await Promise.all(Array.from({ length: 300 }, (_, i) => testSession(i)));
// A learner's page asks who is signed in before it saves anything, as each learner does here first.
for (const cookie of cookies) await fetch(`${BASE}/api/v1/auth/me`, { headers: { ...headers, cookie } });
const email = `load-${Date.now()}@example.test`;
const password = 'violet-harbour-lantern-42';
await fetch(`${BASE}/api/v1/auth/register`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email, password, firstName: 'Load', lastName: 'Test' }),
});

let next = 0;
const scenarios = [
  { name: 'static page /patterns', opts: { requests: [{ method: 'GET', path: '/patterns' }] } },
  { name: 'GET /api/v1/health', opts: { requests: [{ method: 'GET', path: '/api/v1/health' }] } },
  { name: 'GET /api/v1/learning-hub/courses', opts: { requests: [{ method: 'GET', path: '/api/v1/learning-hub/courses' }] } },
  {
    name: 'POST /api/v1/learning-hub/progress (signed in)',
    opts: {
      requests: [
        {
          method: 'POST',
          path: '/api/v1/learning-hub/progress',
          headers,
          body: progress,
          setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: cookies[next++ % cookies.length] } }),
        },
      ],
    },
  },
  {
    name: 'POST /api/v1/auth/login',
    opts: {
      requests: [
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { ...headers, 'cf-connecting-ip': '192.0.2.10' },
          body: JSON.stringify({ email, password }),
        },
      ],
      connections: 2,
    },
  },
];

const row = ({ result: r, cpuPerRequest }) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
  cpu: cpuPerRequest,
});
const ms = (x) => (x === null ? '' : x.toFixed(2));
console.log(
  `Load: ${ROUNDS} rounds of ${SECONDS} s runs (the no-op, then the route), ${CONNECTIONS} connections (2 for sign-in), ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(
  '| route | req/s | p50 ms | p99 ms | non-2xx | no-op req/s | ratio to no-op | ratios of the rounds | runtime CPU ms per request: route, no-op |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
// LOAD_ONLY=progress runs only the scenarios whose name matches it (a regular expression) (when measuring one change).
const only = process.env.LOAD_ONLY && new RegExp(process.env.LOAD_ONLY);
for (const s of scenarios.filter((x) => !only || only.test(x.name))) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const noop = row(
      await measured({ requests: [{ method: 'GET', path: '/api/v1/health/live' }], connections: s.opts.connections ?? CONNECTIONS }),
    );
    const r = row(await measured(s.opts));
    rounds.push({ r, noop, ratio: r.rps / noop.rps });
  }
  rounds.sort((a, b) => a.ratio - b.ratio);
  const ratios = rounds.map((x) => x.ratio);
  const { r, noop, ratio } = rounds[Math.floor((ROUNDS - 1) / 2)];
  const errors = rounds.reduce((sum, x) => sum + x.r.errors, 0);
  console.log(
    `| ${s.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${errors} | ${noop.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${ratios.map((x) => x.toFixed(2)).join(', ')} | ${ms(r.cpu)}, ${ms(noop.cpu)} |`,
  );
}
stop();
process.exit(0);
