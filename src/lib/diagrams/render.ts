import { DiagramError, type Diagram } from './model.ts';
import { parseDiagram } from './parse.ts';
import { renderGraph } from './render-graph.ts';
import { renderSequence } from './render-sequence.ts';
import { escapeXml, n } from './svg.ts';
import { diagramWords, type WordsItem } from './words.ts';

/**
 * The widest a diagram may be drawn, in units of its 13 px text. A 360 px phone shows about 328 px
 * of column, so at this width labels still render at about 8 px before the reader zooms; wider
 * diagrams must be redrawn top to bottom or with shorter labels (the build says so).
 */
export const MAX_DIAGRAM_WIDTH = 560;

export interface RenderedDiagram {
  diagram: Diagram;
  /** The SVG's inner markup, drawn with classes only (colours come from the page's theme). */
  body: string;
  width: number;
  height: number;
  words: WordsItem[];
}

const PAD = 4;

/** Parses and lays out one diagram; throws DiagramError (with the source line) when it cannot. */
export async function renderDiagram(source: string): Promise<RenderedDiagram> {
  const diagram = parseDiagram(source);
  const drawn = diagram.kind === 'sequence' ? renderSequence(diagram) : await renderGraph(diagram);
  if (drawn.width > MAX_DIAGRAM_WIDTH)
    throw new DiagramError(
      `the diagram is ${Math.round(drawn.width)} px wide (at most ${MAX_DIAGRAM_WIDTH}, so it stays legible on a phone): draw it top to bottom, shorten labels or split side-by-side branches`,
      1,
    );
  return { diagram, ...drawn, words: diagramWords(diagram) };
}

const svgOpen = (r: RenderedDiagram, extra: string) => {
  const w = r.width + 2 * PAD;
  const h = r.height + 2 * PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(-PAD)} ${n(-PAD)} ${n(w)} ${n(h)}" width="${n(w)}" height="${n(h)}"${extra}>`;
};

function wordsHtml(items: WordsItem[]): string {
  return `<ol>${items.map((i) => (typeof i === 'string' ? `<li>${escapeXml(i)}</li>` : `<li>${escapeXml(i.text)}${wordsHtml(i.items)}</li>`)).join('')}</ol>`;
}

/**
 * The figure a page shows: the inline SVG (scaled to the column), a caption from the diagram's
 * `accTitle`, the optional `accDescr` under it, a link to the full-size drawing, and the same steps
 * in words in a disclosure (the SVG's text alternative).
 */
export function figureHtml(r: RenderedDiagram, id: string, fullSizeUrl: string): string {
  const caption = `${id}-caption`;
  const words = `${id}-words`;
  const hasRoles =
    r.diagram.kind === 'sequence'
      ? r.diagram.participants.some((p) => p.role === 'untrusted')
      : r.diagram.nodes.some((v) => v.role === 'untrusted');
  return [
    `<div class="diagram" id="${id}"><figure>`,
    `<div class="diagram-image">${svgOpen(r, ` class="dg dg-${r.diagram.kind}" role="img" aria-labelledby="${caption}" aria-describedby="${words}"`)}${r.body}</svg></div>`,
    `<figcaption id="${caption}"><span class="diagram-title">${escapeXml(r.diagram.title)}</span>`,
    r.diagram.description ? ` <span class="diagram-description">${escapeXml(r.diagram.description)}</span>` : '',
    hasRoles ? ' <span class="diagram-key">Dashed orange boxes mark where untrusted content enters.</span>' : '',
    ` <a class="diagram-full" href="${fullSizeUrl}">Open full size</a></figcaption></figure>`,
    // After the figure, not inside it: a figure's caption must be its first or last child.
    `<details class="diagram-words" id="${words}"><summary>The diagram in words</summary>${wordsHtml(r.words)}</details>`,
    `</div>`,
  ].join('');
}

/**
 * The same drawing as a file of its own, for "Open full size": it cannot see the page's theme, so
 * it embeds the diagram stylesheet (`css`, src/styles/diagrams.css) with the dark values applied
 * under prefers-color-scheme instead of the site's theme switch.
 */
export function standaloneSvg(r: RenderedDiagram, css: string): string {
  const sheet = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:root\[data-theme='dark'\]\s*(\{[^}]*\})/, '@media (prefers-color-scheme: dark) { :root $1 }')
    .replace(/\s+/g, ' ')
    .trim();
  return `${svgOpen(r, ` class="dg dg-${r.diagram.kind}" role="img" aria-label="${escapeXml(r.diagram.title)}"`)}<title>${escapeXml(r.diagram.title)}</title><style>svg { background: var(--dg-bg) } ${sheet.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</style>${r.body}</svg>`;
}
