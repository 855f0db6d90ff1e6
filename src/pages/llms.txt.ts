import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/catalogue/load';
import { techniqueUrl } from '../lib/catalogue/catalogue';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';
import { loadGuides } from '../lib/guides/load';
import { PUBLISHED_SECTIONS, guideUrl } from '../lib/guides/sections';
import { loadPrompts } from '../lib/prompts/load';
import { promptUrl } from '../lib/prompts/schema';
import { loadNews } from '../lib/news/load';
import { newsUrl } from '../lib/news/schema';
import { loadProjects } from '../lib/projects/load';
import { projectUrl } from '../lib/projects/schema';
import { loadThreatMap } from '../lib/threats/load';
import { threatUrl } from '../lib/threats/schema';

/** The llms.txt index: every guide page and technique as a link to its plain-Markdown version, then the hubs' pages. */
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
  const [{ prompts, providers }, { items }, { projects, categories: projectCategories }] = await Promise.all([
    loadPrompts(),
    loadNews(),
    loadProjects(),
  ]);
  out.push('## Prompt hub', '');
  for (const p of prompts)
    out.push(`- [${p.title}](${abs(promptUrl(p))}): ${providers.find((x) => x.id === p.provider)!.name}. ${p.summary}`);
  out.push('', '## News hub', '');
  for (const i of items) out.push(`- [${i.title}](${abs(newsUrl(i.slug))}): ${i.date.toISOString().slice(0, 10)}. ${i.summary}`);
  out.push('', '## Project hub', '');
  for (const c of projectCategories) {
    for (const p of projects.filter((x) => x.category === c.id))
      out.push(`- [${p.name}](${abs(projectUrl(p))}): ${c.title}, ${p.licence}. ${p.summary}`);
  }
  const threatMap = await loadThreatMap();
  out.push('', '## Threat map', '');
  for (const t of threatMap.threats) out.push(`- [${t.code} ${t.name}](${abs(threatUrl(t.id))}): ${t.summary}`);
  out.push('', '## Data for tools', '');
  out.push(
    `- [catalogue.json](${abs('/catalogue.json')}): every technique with its category, complexity, related techniques and threats ([JSON Schema](${abs('/catalogue.schema.json')}))`,
  );
  out.push(
    `- [threats.json](${abs('/threats.json')}): every threat with its source and the techniques that mitigate or introduce it ([JSON Schema](${abs('/threats.schema.json')}))`,
  );
  out.push('');
  return new Response(out.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
