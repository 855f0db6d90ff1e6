import { getCollection } from 'astro:content';
import { assertValidCatalogue, byName } from './catalogue';
import type { Category, Technique } from './schema';

let cached: Promise<{ techniques: Technique[]; categories: Category[] }> | undefined;

/** Loads and validates the whole catalogue once per build; an invalid catalogue fails the build. */
export function loadCatalogue() {
  cached ??= (async () => {
    const entries = await getCollection('techniques');
    assertValidCatalogue(entries.map((e) => ({ fileId: e.id, data: e.data })));
    const techniques = entries.map((e) => e.data).sort(byName);
    const categories = (await getCollection('categories')).map((e) => ({ ...e.data, id: e.id as Category['id'] }));
    return { techniques, categories };
  })();
  return cached;
}
