// Small SVG-writing helpers shared by the graph and sequence renderers.

/** Text size in diagram units; a diagram is drawn at one unit per CSS pixel before it scales. */
export const FONT_SIZE = 13;
/** Line height of wrapped labels. */
export const LINE_HEIGHT = 16;

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One decimal is far below a pixel once the diagram is scaled, and keeps the markup short. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Advance widths of Helvetica (Arial and Liberation Sans share them), in thousandths of an em, for
 * printable ASCII from space. Graphviz lays out with the same metrics, and the site draws diagram
 * text in Arial/Helvetica/Liberation Sans, so boxes fit their text in every browser.
 */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Estimated width of one line of text at `size`; characters outside ASCII count as an average capital. */
export function textWidth(text: string, size = FONT_SIZE): number {
  let total = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    total += code >= 32 && code < 127 ? WIDTHS[code - 32] : 667;
  }
  return (total / 1000) * size;
}

/** Breaks text into lines of at most `max` characters at spaces; explicit line breaks are kept. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > max) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** Multi-line text centred on (x, y) where y is the middle of the block. */
export function textBlock(lines: string[], x: number, y: number, className?: string, anchor: 'middle' | 'start' = 'middle'): string {
  const top = y - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const cls = className ? ` class="${className}"` : '';
  return lines
    .map(
      (line, i) =>
        `<text${cls} x="${n(x)}" y="${n(top + i * LINE_HEIGHT + FONT_SIZE * 0.35)}"${anchor === 'middle' ? ' text-anchor="middle"' : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}
