import { readFileSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { assertValidCatalogue, byName } from './catalogue';
import { findCataloguePageProblems } from './page-check';
import type { Category, Technique } from './schema';
import { slugsInProse } from './slug-prose';

let cached: Promise<{ techniques: Technique[]; categories: Category[] }> | undefined;

/** Loads and validates the whole catalogue once per build; an invalid catalogue fails the build. */
export function loadCatalogue() {
  cached ??= (async () => {
    const entries = await getCollection('techniques');
    assertValidCatalogue(entries.map((e) => ({ fileId: e.id, data: e.data })));
    // A slug standing in for a name in prose ("from cot, whose…") fails the build: use the name or a link.
    const owners = entries.map((e) => e.data);
    const slugWords = entries.flatMap((e) => slugsInProse(e.body ?? '', owners).map((f) => `${e.id}: "${f.slug}" in "…${f.context}…"`));
    if (slugWords.length) throw new Error(`Technique slugs used as words (use the name or link the page):\n- ${slugWords.join('\n- ')}`);
    const pageProblems = await findCataloguePageProblems(
      entries.map((e) => {
        const file = e.filePath ?? `content/techniques/${e.id}.md`;
        return { file, data: e.data, body: e.body ?? '', text: readFileSync(file, 'utf8') };
      }),
    );
    if (pageProblems.length)
      throw new Error(`Technique pages that break the page rules (docs/content-guide.md):\n- ${pageProblems.join('\n- ')}`);
    const techniques = entries.map((e) => e.data).sort(byName);
    const categories = (await getCollection('categories')).map((e) => ({ ...e.data, id: e.id as Category['id'] }));
    return { techniques, categories };
  })();
  return cached;
}
