// Starts the built site for the browser tests on a fresh, migrated local D1 of its own,
// so tests never touch the data of `npm start`.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.argv[2] ?? '8788';
const state = '.wrangler/e2e-state';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
rmSync(state, { recursive: true, force: true });
execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { stdio: 'ignore', env });
const child = spawn(
  'wrangler',
  ['dev', '--config', 'dist/server/wrangler.json', '--persist-to', state, '--ip', '127.0.0.1', '--port', port, '--var', 'APP_ENV:test', '--show-interactive-dev-session=false'],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
