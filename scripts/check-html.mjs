// Checks every page of the build (dist/client/**/*.html) for HTML conformance
// (scripts/html/conformance.mjs) and fails with file:line for each problem. `npm test` runs it
// after the production build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkHtml } from './html/conformance.mjs';

function* pages(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

let files = 0;
let failures = 0;
for (const file of pages('dist/client')) {
  files++;
  const problems = await checkHtml(readFileSync(file, 'utf8'), file);
  for (const p of problems) console.error(`${file}:${p.line}: ${p.message}`);
  if (problems.length) failures++;
}
if (failures) {
  console.error(`\n${failures} of ${files} pages are not valid HTML.`);
  process.exit(1);
}
console.log(`${files} pages: valid HTML.`);
