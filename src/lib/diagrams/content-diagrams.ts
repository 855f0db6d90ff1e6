import { readFileSync } from 'node:fs';
import { compactHighlighting } from '../code-highlight.ts';
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

/**
 * A page's rendered HTML with its ```mermaid blocks replaced by figures, its tables made scrollable by
 * keyboard and its highlighted code in short token spans (src/lib/code-highlight.ts).
 */
export async function htmlWithDiagrams(html: string, filePath: string): Promise<string> {
  // An entry without rendered HTML would silently become an empty page.
  if (!html.trim()) throw new Error(`${filePath}: the content collection gave no rendered HTML`);
  return compactHighlighting(scrollableTables(insertFigures(html, await fileDiagrams(filePath), diagramKey(filePath))));
}

/**
 * Wraps each table in a focusable region named after its header row: a wide table scrolls
 * sideways on a phone, and a scroll region must be reachable by keyboard (axe's
 * scrollable-region-focusable). Astro 7's Markdown pipeline runs no rehype plugins, so the
 * rendered HTML is changed here.
 */
export function scrollableTables(html: string): string {
  let n = 0;
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (table, inner: string) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? '';
    const columns = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim()).filter(Boolean);
    const label = columns.length ? `Table: ${columns.slice(0, 3).join(', ')}${columns.length > 3 ? '…' : ''}` : `Table ${++n}`;
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label.replace(/"/g, '&quot;')}">${table}</div>`;
  });
}
