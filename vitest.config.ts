import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('functions/migrations');
  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
            environment: 'node',
          },
        },
        {
          plugins: [
            cloudflareTest({
              main: './tests/worker/test-entry.ts',
              wrangler: { configPath: './wrangler.toml' },
              // LEARNING_PACE off: most tests complete lessons at once; the pace tests turn it back on.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, APP_ENV: 'test', LEARNING_PACE: 'off' } },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            // Password hashing is deliberately slow (scrypt); tests that sign in many times need room.
            testTimeout: 30_000,
            setupFiles: ['tests/worker/setup.ts'],
          },
        },
      ],
    },
  };
});
