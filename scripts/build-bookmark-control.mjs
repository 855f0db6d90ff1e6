// Builds the bookmark control (src/islands/bookmarks/control.ts) into one file,
// dist/client/bookmark-control.js, which the inline page script imports for signed-in readers of
// content pages only (docs/decisions.md, Bookmarks). One self-contained file rather than a chunk of
// Astro's client build: split into shared chunks it cost 4.3 KB gzip over eight requests, bundled
// alone about 2.3 KB in one, within its 3 KB budget. Content pages have no islands whose stores it
// would need to share.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/islands/bookmarks/control.ts'],
  outfile: 'dist/client/bookmark-control.js',
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
// Its stylesheet, which the control links itself (signed-in readers only).
await build({
  entryPoints: ['src/islands/bookmarks/bookmark-control.css'],
  outfile: 'dist/client/bookmark-control.css',
  bundle: true,
  minify: true,
  logLevel: 'warning',
});
