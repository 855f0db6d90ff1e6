/**
 * Fenced code blocks in guide and lesson Markdown, as the code checks read them
 * (tests/unit/guide-code.test.ts; the rules are in docs/content-guide.md).
 *
 * A fence may carry markers after its language: `run` (the checks execute the block) and
 * `file=NAME` (the block is saved under that name, so other blocks on the same page can import or
 * read it). Markers never reach the reader: the page renderer ignores everything after the
 * language, and the Markdown export removes them.
 */
export interface CodeBlock {
  /** Language word of the fence, lower case; '' when none. */
  lang: string;
  run: boolean;
  /** File name the block is saved under, from `file=NAME`. */
  file?: string;
  code: string;
  /** The paragraph right above the fence (blank lines between allowed), joined into one line; '' when a block or nothing is above. */
  intro: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/** Every fenced block of a Markdown document (front matter excluded), with its markers and the paragraph above it. */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  const blocks: CodeBlock[] = [];
  for (let i = start; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', rest = ''] = open;
    const words = rest.split(/\s+/).filter(Boolean);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim().startsWith(fence[0]!.repeat(fence.length)) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    const intro: string[] = [];
    let k = i - 1;
    while (k >= start && lines[k]!.trim() === '') k--;
    for (; k >= start && lines[k]!.trim() !== '' && !FENCE.test(lines[k]!); k--) intro.unshift(lines[k]!.trim());
    const file = words.find((w) => w.startsWith('file='))?.slice('file='.length);
    blocks.push({
      lang: lang.toLowerCase(),
      run: words.includes('run'),
      ...(file ? { file } : {}),
      code: body.join('\n'),
      intro: intro.join(' '),
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}

/** The Markdown with fence markers removed (```ts run file=a.ts → ```ts), for readers of the raw text. */
export function stripFenceMarkers(markdown: string): string {
  return markdown.replace(/^(\s*(?:`{3,}|~{3,})[\w+-]+)[ \t]+(?:run|file=\S+)(?:[ \t]+(?:run|file=\S+))*[ \t]*$/gm, '$1');
}
