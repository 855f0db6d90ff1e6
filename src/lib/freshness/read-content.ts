import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { techniqueSchema } from '../catalogue/schema.ts';
import { guideSchema } from '../guides/schema.ts';
import { projectSchema } from '../projects/schema.ts';
import { promptSchema } from '../prompts/schema.ts';
import { threatSchema } from '../threats/schema.ts';
import { guideFacts, projectFacts, promptFacts, techniqueFacts, threatFacts } from './facts.ts';
import type { Fact } from './rules.ts';

/**
 * Every checked fact of the content folder, read outside Astro (for `npm run freshness` and the
 * tests) through the same schemas the site uses.
 */
function markdownFiles(dir: string, depth: number): { file: string; parts: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return depth > 1 ? markdownFiles(path, depth - 1).map((f) => ({ ...f, parts: [e.name, ...f.parts] })) : [];
    return e.name.endsWith('.md') ? [{ file: path, parts: [e.name.replace(/\.md$/, '')] }] : [];
  });
}

const frontMatter = (file: string): unknown => parseYaml(readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '');

export function readContentFacts(root = 'content'): Fact[] {
  const facts: Fact[] = [];
  for (const { file } of markdownFiles(join(root, 'techniques'), 1))
    facts.push(...techniqueFacts(techniqueSchema.parse(frontMatter(file))));
  for (const { file, parts } of markdownFiles(join(root, 'guides'), 2))
    if (parts.length === 2) facts.push(...guideFacts({ ...guideSchema.parse(frontMatter(file)), slug: parts[1]! }));
  for (const { file, parts } of markdownFiles(join(root, 'projects'), 1))
    facts.push(...projectFacts({ ...projectSchema.parse(frontMatter(file)), slug: parts[0]! }));
  for (const { file, parts } of markdownFiles(join(root, 'prompts'), 2))
    if (parts.length === 2) facts.push(...promptFacts({ ...promptSchema.parse(frontMatter(file)), provider: parts[0]!, slug: parts[1]! }));
  for (const { file } of markdownFiles(join(root, 'threats'), 1)) facts.push(...threatFacts(threatSchema.parse(frontMatter(file))));
  return facts;
}
