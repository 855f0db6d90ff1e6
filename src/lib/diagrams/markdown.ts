import { DiagramError } from './model.ts';
import { figureHtml, renderDiagram, standaloneSvg, type RenderedDiagram } from './render.ts';

/** A ```mermaid block of a Markdown file: its source and the file line of its first source line. */
export interface MermaidBlock {
  source: string;
  line: number;
  /** The `##` section the block sits under, or undefined before the first one. */
  section?: string;
}

/** Finds the ```mermaid fenced blocks of a Markdown text (front matter included in the line count). */
export function findMermaidBlocks(markdown: string): MermaidBlock[] {
  const lines = markdown.split('\n');
  const blocks: MermaidBlock[] = [];
  let section: string | undefined;
  let fence: { marker: string; mermaid: boolean; start: number; body: string[] } | undefined;
  lines.forEach((text, i) => {
    if (fence) {
      if (text.trim() === fence.marker) {
        if (fence.mermaid) blocks.push({ source: fence.body.join('\n'), line: fence.start + 1, section });
        fence = undefined;
      } else fence.body.push(text);
      return;
    }
    const open = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(text);
    if (open) {
      fence = { marker: open[1], mermaid: open[2] === 'mermaid', start: i + 1, body: [] };
      return;
    }
    const heading = /^##\s+(.+?)\s*$/.exec(text);
    if (heading) section = heading[1];
  });
  return blocks;
}

/** A diagram that failed, named by file and line the way editors and terminals link them. */
class DiagramFileError extends Error {
  constructor(file: string, block: MermaidBlock, cause: unknown) {
    const line = cause instanceof DiagramError ? block.line + cause.line - 1 : block.line;
    super(`${file}:${line}: diagram: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DiagramFileError';
  }
}

/** Renders every diagram of one file; a failure names the file and line. */
export async function renderFileDiagrams(file: string, markdown: string): Promise<RenderedDiagram[]> {
  const out: RenderedDiagram[] = [];
  for (const block of findMermaidBlocks(markdown)) {
    try {
      out.push(await renderDiagram(block.source));
    } catch (error) {
      throw new DiagramFileError(file, block, error);
    }
  }
  return out;
}

/** Where a figure's full-size drawing is served (src/pages/diagrams/[...key].svg.ts). */
const diagramUrl = (key: string, n: number) => `/diagrams/${key}-${n}.svg`;

/** The rendered Markdown's code blocks for diagrams, in document order. */
const MERMAID_PRE = /<pre\b[^>]*\blanguage-mermaid\b[^>]*>[\s\S]*?<\/pre>/g;

/**
 * Replaces the n-th ```mermaid code block of rendered HTML with the n-th figure. `key` names the
 * page (`techniques/react`); figures are `{key}-{n}` and link to `/diagrams/{key}-{n}.svg`.
 */
export function insertFigures(html: string, diagrams: RenderedDiagram[], key: string): string {
  let i = 0;
  const result = html.replace(MERMAID_PRE, () => {
    const d = diagrams[i++];
    if (!d) throw new Error(`${key}: more diagram blocks in the HTML than in the Markdown`);
    return figureHtml(d, `diagram-${i}`, diagramUrl(key, i));
  });
  if (i !== diagrams.length) throw new Error(`${key}: ${diagrams.length} diagrams in the Markdown but ${i} in the HTML`);
  return result;
}

export { standaloneSvg };
