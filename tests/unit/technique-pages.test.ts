// The technique page rules (src/lib/catalogue/page-rules.ts) and the diagram checks, run over the
// shipped catalogue so an author sees a broken page here before a build. The build runs the same
// checks (loadCatalogue) and fails with the same messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { expect, test } from 'vitest';
import { findCataloguePageProblems, type TechniqueFile } from '../../src/lib/catalogue/page-check';
import { techniqueSchema } from '../../src/lib/catalogue/schema';

const DIR = 'content/techniques';

function readAll(): TechniqueFile[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const file = join(DIR, f);
      const text = readFileSync(file, 'utf8');
      const [, frontMatter = '', ...rest] = text.split(/^---$/m);
      return { file, text, data: techniqueSchema.parse(parseYaml(frontMatter)), body: rest.join('---').replace(/^\n/, '') };
    });
}

test('every technique page meets the page rules and its diagrams parse and differ', async () => {
  expect(await findCataloguePageProblems(readAll())).toEqual([]);
}, 60_000);
