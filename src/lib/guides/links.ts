import { getCollection } from 'astro:content';
import { loadCatalogue } from '../catalogue/load';
import { techniqueUrl } from '../catalogue/catalogue';
import type { Guide } from './schema';
import { guideUrl } from './sections';
import { loadGuides } from './load';

/** The technique and lesson links a guide lists under "Related". */
export async function relatedLinks(guide: Guide) {
  const [{ techniques }, lessons] = await Promise.all([loadCatalogue(), getCollection('lessons')]);
  return {
    techniques: guide.techniques.map((id) => techniques.find((t) => t.id === id)!).map((t) => ({ href: techniqueUrl(t), title: t.name })),
    lessons: guide.lessons
      .map((key) => lessons.find((l) => `${l.data.journey}/${l.data.id}` === key)!)
      .map((l) => ({ href: `/learning-hub/${l.data.journey}/${l.data.id}`, title: l.data.title })),
  };
}

/** Guide pages that cite a technique, for the technique page's "Guides" list. */
export async function guidesCiting(techniqueId: string) {
  return (await loadGuides()).filter((g) => g.techniques.includes(techniqueId)).map((g) => ({ href: guideUrl(g), title: g.title }));
}
