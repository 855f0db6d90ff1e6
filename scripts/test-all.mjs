// The README's test command: the generated learning course, format, lint and unused-code checks, type checks (TypeScript and
// Python), unit tests (which run every technique sketch), worker
// tests on real local D1, the production build (+ Pagefind), then the browser suite against that
// build. Stops at the first failing stage and exits non-zero.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const stages = [
  ['learning course', 'node', ['scripts/build-learning-course.mjs']],
  ['format check', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ['lint', 'eslint', ['.']],
  ['unused code', 'knip', []],
  ['type check', 'astro', ['check']],
  // The Python technique sketches (content/sketches/*/sketch.py, run.py): no type errors.
  ['python type check', 'npm', ['run', '--silent', 'check:python']],
  ['unit tests', 'vitest', ['run', '--project', 'unit']],
  ['worker tests', 'vitest', ['run', '--project', 'worker']],
  ['production build', 'npm', ['run', 'build']],
  ['HTML conformance of every built page', 'npm', ['run', '--silent', 'check:html']],
  ['browser tests', 'playwright', ['test']],
];

for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds}s`);
}
console.log('\nAll test stages passed.');
