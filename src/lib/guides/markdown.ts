import { stripFenceMarkers } from './code-blocks';
import type { Guide } from './schema';
import { guideUrl } from './sections';

/** One guide as a self-contained Markdown document: title, summary, review date, body, sources. Relative links become absolute; code-check markers on fences are dropped. */
export function guideToMarkdown(g: Guide, body: string, site?: URL): string {
  const abs = (path: string) => (site ? new URL(path, site).href : path);
  const absoluteBody = stripFenceMarkers(body.trim()).replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${abs(path)})`);
  return [
    `# ${g.title}`,
    '',
    `> ${g.description}`,
    '',
    `- Last reviewed: ${g.lastReviewed.toISOString().slice(0, 10)}`,
    `- Canonical page: ${abs(guideUrl(g))}`,
    '',
    absoluteBody,
    '',
    '## Sources',
    '',
    ...g.sources.map((s) => `- ${s.title}: ${s.url}`),
    '',
  ].join('\n');
}
