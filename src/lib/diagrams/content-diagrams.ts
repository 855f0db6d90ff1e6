import { readFileSync } from 'node:fs';
import { insertFigures, renderFileDiagrams } from './markdown.ts';
import type { RenderedDiagram } from './render.ts';

/**
 * Diagrams of content files, rendered once per build and shared by the page that shows them and
 * the full-size files (src/pages/diagrams/[...key].svg.ts). A page's key is its content path
 * without the extension under content/ (`techniques/react`, `guides/ai-inference/optimization`).
 */
const cache = new Map<string, Promise<RenderedDiagram[]>>();

/** The key of a content file: `content/techniques/react.md` → `techniques/react`. */
export const diagramKey = (filePath: string) => filePath.replace(/^(\.\/)?content\//, '').replace(/\.mdx?$/, '');

/** Renders (once) every diagram of a content file; a diagram that does not parse fails with the file and line. */
export function fileDiagrams(filePath: string): Promise<RenderedDiagram[]> {
  let pending = cache.get(filePath);
  if (!pending) {
    pending = renderFileDiagrams(filePath, readFileSync(filePath, 'utf8'));
    cache.set(filePath, pending);
  }
  return pending;
}

/** A page's rendered HTML with its ```mermaid blocks replaced by figures. */
export async function htmlWithDiagrams(html: string, filePath: string): Promise<string> {
  // An entry without rendered HTML would silently become an empty page.
  if (!html.trim()) throw new Error(`${filePath}: the content collection gave no rendered HTML`);
  return insertFigures(html, await fileDiagrams(filePath), diagramKey(filePath));
}
