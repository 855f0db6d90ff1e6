import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

interface Reference {
  title: string;
  authors: string;
  year: number;
  url: string;
}

const dir = 'content/techniques';
const cited = readdirSync(dir).flatMap((file) => {
  const [, front] = readFileSync(`${dir}/${file}`, 'utf8').split(/^---$/m);
  return ((parseYaml(front!).references ?? []) as Reference[]).map((r) => ({ file, ...r }));
});

describe('technique references', () => {
  it('cite one address with one title, author list and year wherever it appears', () => {
    const byUrl = new Map<string, Set<string>>();
    for (const r of cited) byUrl.set(r.url, (byUrl.get(r.url) ?? new Set()).add(`${r.title} | ${r.authors} | ${r.year}`));
    const stale = [...byUrl].filter(([, forms]) => forms.size > 1).map(([url, forms]) => `${url}: ${[...forms].join(' / ')}`);
    expect(stale).toEqual([]);
  });
});
