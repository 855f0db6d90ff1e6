import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/catalogue/load';
import { techniqueUrl } from '../lib/catalogue/catalogue';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';

/** The llms.txt index: every technique as a link to its plain-Markdown version. */
export const GET: APIRoute = async ({ site }) => {
  const { techniques, categories } = await loadCatalogue();
  const abs = (path: string) => (site ? new URL(path, site).href : path);
  const out = [`# ${SITE_NAME}`, '', `> ${SITE_DESCRIPTION}`, ''];
  for (const c of categories) {
    out.push(`## ${c.title}`, '');
    for (const t of techniques.filter((x) => x.category === c.id)) {
      out.push(`- [${t.name}](${abs(`${techniqueUrl(t)}.md`)}): ${t.description}`);
    }
    out.push('');
  }
  return new Response(out.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
