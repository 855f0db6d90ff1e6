// Starts the built site for the browser tests on a fresh, migrated local D1 of its own,
// so tests never touch the data of `npm start`.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.argv[2] ?? '8788';
// When the browser tests run a fake OAuth provider, social sign-in is configured to use it.
const oauth = process.argv[3];
const oauthVars = oauth
  ? Object.entries({
      GITHUB_CLIENT_ID: 'e2e-github-client',
      GITHUB_CLIENT_SECRET: 'e2e-github-secret',
      GITHUB_AUTHORIZE_URL: `${oauth}/github/authorize`,
      GITHUB_TOKEN_URL: `${oauth}/github/token`,
      GITHUB_API_URL: `${oauth}/github/api`,
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_AUTHORIZE_URL: `${oauth}/google/authorize`,
      GOOGLE_TOKEN_URL: `${oauth}/google/token`,
      GOOGLE_USERINFO_URL: `${oauth}/google/userinfo`,
    }).flatMap(([key, value]) => ['--var', `${key}:${value}`])
  : [];
const state = '.wrangler/e2e-state';
// X_LOCAL_OBSERVABILITY=false: wrangler's local trace collector would store every request and every
// D1 statement's SQL in a local database, work production never does (docs/performance.md).
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', X_LOCAL_OBSERVABILITY: 'false' };
rmSync(state, { recursive: true, force: true });
execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { stdio: 'ignore', env });
const child = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    'dist/server/wrangler.json',
    '--persist-to',
    state,
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--var',
    'APP_ENV:test',
    '--var',
    `SITE_URL:http://127.0.0.1:${port}`,
    '--var',
    'LEARNING_PACE:off',
    // The support desk's token, so a browser test can answer a request as the desk would.
    '--var',
    'SUPPORT_DESK_TOKEN:e2e-support-desk-token',
    ...oauthVars,
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
