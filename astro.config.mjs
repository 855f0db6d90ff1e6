// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { techniqueIconStyles, techniqueRedirects } from './scripts/catalogue-config.mjs';

/**
 * Builds the search panel (src/islands/search/mount.tsx) as `/search-panel.js`, a fixed name the
 * inline page script can import on first use. It is part of the client build, so it shares React
 * and the nanostores stores with the islands of pages that have them. Its imports are hashed chunks;
 * only this small entry keeps a stable name, so it sits outside /_astro/ (whose files the adapter
 * marks immutable) and is served with the default revalidating cache headers.
 * @type {import('vite').Plugin}
 */
const searchPanelEntry = {
  name: 'atlas-search-panel-entry',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildStart() {
    this.emitFile({
      type: 'chunk',
      id: fileURLToPath(new URL('./src/islands/search/mount.tsx', import.meta.url)),
      fileName: 'search-panel.js',
    });
  },
};

/**
 * The site's own client directives: `client:signed-in`, an island hydrated for signed-in readers only
 * (src/client-directives/signed-in.ts), and `client:intent`, one hydrated on the first sign of use
 * (src/client-directives/intent.ts).
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'atlas-client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'signed-in',
        entrypoint: fileURLToPath(new URL('./src/client-directives/signed-in.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'intent',
        entrypoint: fileURLToPath(new URL('./src/client-directives/intent.ts', import.meta.url)),
      });
    },
  },
};

/** Pages kept out of the sitemap: development tools, emailed-link and personal pages, certificates. */
const PRIVATE_PAGES = [
  '/dev/',
  '/auth/callback',
  '/auth/reset-password',
  '/auth/verify-email',
  '/profile',
  '/settings',
  '/billing',
  '/notifications',
  '/certificates/',
];

/**
 * In `astro dev`, serves the search index of the last build: the index is made from built pages,
 * so the development server has none of its own.
 * @type {import('vite').Plugin}
 */
const devSearchIndex = {
  name: 'atlas-dev-search-index',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/search-index.json', (_req, res, next) => {
      const file = 'dist/client/search-index.json';
      if (!existsSync(file)) return next();
      res.setHeader('Content-Type', 'application/json');
      res.end(readFileSync(file));
    });
  },
};

/**
 * Astro inlines a page's small stylesheets (under 4 KB) as `<style>`, and every distinct `<style>` of
 * the site costs a hash in the policy header, whose line holds 2,000 characters (docs/decisions.md,
 * CSP). The stylesheets split out of the shared one (islands, guides, catalogue and hub listings,
 * full-text search; docs/decisions.md, Presentation) are each on many pages in as many combinations
 * with the pages' own styles, so they are always linked files: cached once, and no hashes. They are
 * recognised by their first rule; other files keep Vite's default.
 */
const ALWAYS_LINKED = ['.account-page{', '.guide-layout{', '.count{', '.full-text-form{'];
/**
 * @param {string} file
 * @param {Buffer} content
 */
function linkSplitStyles(file, content) {
  return file.endsWith('.css') && ALWAYS_LINKED.some((rule) => content.includes(rule)) ? false : undefined;
}

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://agent-atlas.dev',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'file' },
  adapter: cloudflare({ imageService: 'passthrough', prerenderEnvironment: 'node' }),
  integrations: [
    react(),
    clientDirectives,
    mdx(),
    sitemap({ filter: (page) => !PRIVATE_PAGES.some((path) => new URL(page).pathname.startsWith(path)) }),
  ],
  // Prism emits classes, not inline styles, so highlighted code works under the CSP.
  markdown: { syntaxHighlight: 'prism' },
  redirects: techniqueRedirects(),
  security: {
    // Astro's own origin check answers a cross-site POST/PUT/PATCH/DELETE with a form content type
    // (or none) with a plain-text 403 before the request reaches the API, so such a request never
    // got the API's JSON error envelope or its headers. The only on-demand route is /api/v1, whose
    // sameOrigin middleware refuses every cross-site unsafe request whatever its content type
    // (functions/middleware/same-origin.ts), so the API answers instead (403 cross_site_request).
    checkOrigin: false,
    // No `csp` here: the Content-Security-Policy is sent as a header only, written after the build
    // by scripts/write-csp-header.mjs with a hash of every inline script and style (docs/decisions.md,
    // CSP). Astro's `<meta>` copy of it cost about 0.9 KB gzip on every page and protected nothing more.
  },
  // Pre-bundling these keeps one copy of React for islands that use nanostores in astro dev.
  vite: {
    plugins: [devSearchIndex, searchPanelEntry, techniqueIconStyles()],
    build: { assetsInlineLimit: linkSplitStyles },
    optimizeDeps: { include: ['hono', 'react', 'react-dom', 'react/jsx-runtime', '@nanostores/react', 'nanostores'] },
  },
});
