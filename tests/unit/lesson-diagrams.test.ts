// Diagrams in Learning Hub lessons (docs/content-guide.md, "Writing Learning Hub content"): every
// reading lesson explains at least one idea with a diagram, every lesson diagram renders (it parses,
// has a caption and fits a phone), and no two lesson diagrams are the same picture with the names
// changed. The lesson pages draw the same blocks at build time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, test } from 'vitest';
import { findDuplicateDiagrams } from '../../src/lib/diagrams/duplicates';
import { findMermaidBlocks, renderFileDiagrams } from '../../src/lib/diagrams/markdown';
import { lessonSchema } from '../../src/lib/learning/schema';

const DIR = 'content/lessons';

const lessons = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(DIR, d.name))
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const file = join(DIR, d.name, f);
        const text = readFileSync(file, 'utf8');
        const [, frontMatter = ''] = text.split(/^---$/m);
        return { file, text, data: lessonSchema.parse(parseYaml(frontMatter)) };
      }),
  )
  .sort((a, b) => a.file.localeCompare(b.file));

const reading = lessons.filter((l) => l.data.kind === 'reading');

describe('lesson diagrams', () => {
  test('the shipped course has reading lessons to check', () => {
    expect(reading.length).toBeGreaterThanOrEqual(25);
  });

  test('every reading lesson has at least one diagram', () => {
    expect(reading.filter((l) => findMermaidBlocks(l.text).length === 0).map((l) => l.file)).toEqual([]);
  });

  test('every diagram of every lesson renders, and no two are the same picture with the names changed', async () => {
    const drawn = [];
    for (const l of lessons) {
      const rendered = await renderFileDiagrams(l.file, l.text);
      drawn.push({ owner: l.data.id, diagrams: rendered.map((r) => r.diagram) });
    }
    expect(findDuplicateDiagrams(drawn)).toEqual([]);
  }, 60_000);
});
