import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { projectSchema } from '../../src/lib/projects/schema';
import { findProjectProblems } from '../../src/lib/projects/problems';
import { newsSchema } from '../../src/lib/news/schema';
import { findNewsProblems } from '../../src/lib/news/problems';
import { promptSchema } from '../../src/lib/prompts/schema';
import { findPromptProblems } from '../../src/lib/prompts/problems';

/** Front matter and body of a Markdown file. */
function read(path: string) {
  const [, front, ...body] = readFileSync(path, 'utf8').split(/^---$/m);
  return { front: parseYaml(front!) as unknown, body: body.join('---') };
}
const ids = (file: string) => (parseYaml(readFileSync(file, 'utf8')) as { id: string }[]).map((x) => x.id);
const md = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.md'));
const techniques = new Set(md('content/techniques').map((f) => f.slice(0, -3)));
/** Links are checked against the built site by the build itself; here every address passes. */
const anyPath = { has: () => true } as unknown as ReadonlySet<string>;

/** Parses every file with its schema; a failure names the file. */
function parseAll<T>(
  files: { fileId: string; path: string }[],
  schema: { safeParse: (x: unknown) => { success: boolean; data?: T; error?: { issues: unknown[] } } },
) {
  const failures: string[] = [];
  const entries = files.flatMap(({ fileId, path }) => {
    const { front, body } = read(path);
    const parsed = schema.safeParse(front);
    if (!parsed.success) failures.push(`${fileId}: ${JSON.stringify(parsed.error?.issues)}`);
    return parsed.success ? [{ fileId, data: parsed.data as T, body }] : [];
  });
  return { entries, failures };
}

describe('the shipped hubs', () => {
  it('project hub: at least 60 valid projects, every category with at least 3', () => {
    const files = md('content/projects').map((f) => ({ fileId: f.slice(0, -3), path: `content/projects/${f}` }));
    const { entries, failures } = parseAll(files, projectSchema);
    expect(failures).toEqual([]);
    const categories = ids('content/projects/categories.yaml');
    expect(findProjectProblems(entries, { techniques, categories: new Set(categories), paths: anyPath })).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const c of categories) expect(entries.filter((e) => e.data.category === c).length, c).toBeGreaterThanOrEqual(3);
  });

  it('news hub: at least 40 valid items from 2023 to today, at least 10 about security', () => {
    const files = md('content/news').map((f) => ({ fileId: f.slice(0, -3), path: `content/news/${f}` }));
    const { entries, failures } = parseAll(files, newsSchema);
    expect(failures).toEqual([]);
    expect(findNewsProblems(entries, { techniques, tags: new Set(ids('content/news/tags.yaml')), paths: anyPath })).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.every((e) => e.data.date >= new Date('2023-01-01'))).toBe(true);
    expect(entries.filter((e) => e.data.tags.includes('security')).length).toBeGreaterThanOrEqual(10);
  });

  it('prompt hub: at least 30 valid entries across at least 5 providers, at least 10 of them published prompts', () => {
    const providers = ids('content/prompts/providers.yaml');
    const files = providers.flatMap((p) =>
      md(`content/prompts/${p}`).map((f) => ({ fileId: `${p}/${f.slice(0, -3)}`, path: `content/prompts/${p}/${f}` })),
    );
    const { entries, failures } = parseAll(files, promptSchema);
    expect(failures).toEqual([]);
    expect(findPromptProblems(entries, { techniques, providers: new Set(providers), paths: anyPath })).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(entries.map((e) => e.fileId.split('/')[0])).size).toBeGreaterThanOrEqual(5);
    expect(entries.filter((e) => e.data.kind === 'published').length).toBeGreaterThanOrEqual(10);
  });
});
