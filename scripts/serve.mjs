// Serves the production build (static pages + /api/v1 + local D1) with wrangler dev.
// PORT overrides the port (default 8787). Run `npm run build` and `npm run db:migrate` first;
// `npm start` does both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { devPushVars } from './vapid-keys.mjs';

if (!existsSync('dist/server/wrangler.json')) {
  console.error('No build found in dist/. Run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
const port = process.env.PORT ?? '8787';
const appEnv = process.env.APP_ENV ?? 'development';
// In development the local server has push keys of its own, so push can be tried end to end.
const pushVars = appEnv === 'development' ? await devPushVars() : [];
const child = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    'dist/server/wrangler.json',
    '--persist-to',
    '.wrangler/state',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--var',
    `APP_ENV:${appEnv}`,
    // Links in mail and the OAuth redirect_uri use SITE_URL, never the request's Host header.
    '--var',
    `SITE_URL:${process.env.SITE_URL ?? `http://127.0.0.1:${port}`}`,
    ...pushVars,
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
