// Lint for the TypeScript and JavaScript sources (Astro files are checked by `astro check`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/', 'src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring to drop a field, fixed signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The API narrows types instead of asserting them: a `!` hides the case the code must handle
    // (a missing row, a user who is not signed in), so it is refused in functions/.
    files: ['functions/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // The browser takes only types from the API (its schemas' response types): a value imported
    // from functions/ would ship server code in a page's bundle. The Worker's own entry points
    // (the Astro endpoint and the Worker wrapper) are the exception.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/worker.ts', 'src/pages/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/**'], allowTypeImports: true, message: 'Import only types from functions/ (import type).' }] },
      ],
    },
  },
  {
    // Tests read API answers as loose JSON and assert on them; typing every answer adds nothing.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
