import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
/** The fake OAuth provider for social sign-in tests listens ten ports above the site. */
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 10);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests run in Chromium against the built site served by wrangler dev on a fresh local D1. */
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Pages count visits (src/lib/analytics/tracker.ts). Outside the analytics tests the browser
    // says "do not track" to the server, which drops the events at once: the suite's hundreds of
    // page loads then neither fill the database nor meet the per-address event limit.
    extraHTTPHeaders: { 'Sec-GPC': '1' },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node tests/e2e/fake-oauth-provider.mjs ${OAUTH_PORT}`,
      url: `http://127.0.0.1:${OAUTH_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${PORT} http://127.0.0.1:${OAUTH_PORT}`,
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
