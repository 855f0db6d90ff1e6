import type { Technique } from './schema';
import { techniqueUrl } from './catalogue';

/** Renders one technique as a self-contained Markdown document (record + body). */
export function techniqueToMarkdown(t: Technique, body: string, site?: URL): string {
  const abs = (path: string) => (site ? new URL(path, site).href : path);
  const lines = [
    `# ${t.name}${t.abbr ? ` (${t.abbr})` : ''}`,
    '',
    `> ${t.description}`,
    '',
    `- Category: ${t.category}`,
    `- Complexity: ${t.complexity}`,
    `- Canonical page: ${abs(techniqueUrl(t))}`,
    '',
    '## Key features',
    '',
    ...t.features.map((f) => `- ${f}`),
    '',
    body.trim(),
    '',
    '## Worked example',
    '',
    '```text',
    t.example.trimEnd(),
    '```',
    '',
    '## Related techniques',
    '',
    ...t.useCases.map((id) => `- ${id}`),
    '',
    '## References',
    '',
    ...(t.references.length
      ? t.references.map((r) => `- ${r.authors} (${r.year}). ${r.title}. ${r.url}`)
      : ['- A general engineering practice; no single publication.']),
    '',
    `Last reviewed: ${t.lastReviewed.toISOString().slice(0, 10)}`,
    '',
  ];
  return lines.join('\n');
}
