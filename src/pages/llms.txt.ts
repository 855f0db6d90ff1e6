import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/catalogue/load';
import { techniqueUrl } from '../lib/catalogue/catalogue';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';
import { loadGuides } from '../lib/guides/load';
import { PUBLISHED_SECTIONS, guideUrl } from '../lib/guides/sections';

/** The llms.txt index: every guide page and technique as a link to its plain-Markdown version. */
export const GET: APIRoute = async ({ site }) => {
  const { techniques, categories } = await loadCatalogue();
  const abs = (path: string) => (site ? new URL(path, site).href : path);
  const out = [`# ${SITE_NAME}`, '', `> ${SITE_DESCRIPTION}`, ''];
  const guides = await loadGuides();
  for (const section of PUBLISHED_SECTIONS) {
    out.push(`## Guides: ${section.title}`, '');
    for (const g of guides.filter((x) => x.section === section.id))
      out.push(`- [${g.title}](${abs(`${guideUrl(g)}.md`)}): ${g.description}`);
    out.push('');
  }
  for (const c of categories) {
    out.push(`## ${c.title}`, '');
    for (const t of techniques.filter((x) => x.category === c.id)) {
      out.push(`- [${t.name}](${abs(`${techniqueUrl(t)}.md`)}): ${t.description}`);
    }
    out.push('');
  }
  return new Response(out.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
