import { findDuplicateDiagrams } from '../diagrams/duplicates.ts';
import { findMermaidBlocks } from '../diagrams/markdown.ts';
import { fileDiagrams } from '../diagrams/content-diagrams.ts';
import { findTechniquePageProblems } from './page-rules.ts';
import type { Technique } from './schema.ts';
import { readSketch } from './sketches.ts';

export interface TechniqueFile {
  /** Path of the Markdown file from the project root. */
  file: string;
  data: Technique;
  /** The Markdown body (without front matter). */
  body: string;
  /** The whole file, for diagram line numbers. */
  text: string;
}

/**
 * Every page-level problem of the catalogue: the current-format rules of each rewritten page, a
 * diagram that does not parse (named by file and line; rendering throws), and two technique
 * diagrams that are the same picture with the names changed. Used by the build (loadCatalogue)
 * and by tests/unit/technique-pages.test.ts.
 */
export async function findCataloguePageProblems(files: ReadonlyArray<TechniqueFile>): Promise<string[]> {
  const ids = new Set(files.map((f) => f.data.id));
  const problems: string[] = [];
  const drawn = [];
  for (const f of files) {
    const diagrams = findMermaidBlocks(f.text);
    problems.push(...findTechniquePageProblems({ data: f.data, body: f.body, sketch: readSketch(f.data.id), diagrams, ids }));
    drawn.push({ owner: f.data.id, diagrams: (await fileDiagrams(f.file)).map((r) => r.diagram) });
  }
  return [...problems, ...findDuplicateDiagrams(drawn)];
}
