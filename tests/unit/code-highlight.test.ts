// The short token spans of highlighted code (src/lib/code-highlight.ts) must look exactly like
// Prism's: every character keeps its text and the colour the stylesheet gives it, over every
// technique sketch and the languages of the site's Markdown code blocks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHighlighterWithAstro } from '@astrojs/prism/dist/highlighter';
import { describe, expect, it } from 'vitest';
import { compactHighlighting } from '../../src/lib/code-highlight';

/**
 * The stylesheet's colour rules (src/styles/global.css), in their order: a later rule wins when
 * an element matches two. A span without a colour of its own shows its parent's.
 */
const RULES: [string, string[]][] = [
  ['comment', ['t-c', 'comment']],
  ['prolog', ['prolog']],
  ['keyword', ['t-k', 'keyword', 'builtin']],
  ['string', ['t-s', 'string', 'template-string']],
  ['number', ['t-n', 'number', 'boolean']],
  ['function', ['t-f', 'function', 'class-name']],
  ['punctuation', ['t-p', 'operator', 'punctuation']],
];

function colourOf(classes: string[], inherited: string): string {
  const isToken = classes.includes('token');
  let colour = inherited;
  for (const [name, selectors] of RULES) {
    if (selectors.some((s) => (s.startsWith('t-') ? classes.includes(s) : isToken && classes.includes(s)))) colour = name;
  }
  return colour;
}

/** Each character of the code with the colour it is drawn in. */
function paint(html: string): string[] {
  const stack = ['plain'];
  const out: string[] = [];
  for (const [, open, close, text] of html.matchAll(/<span class="([^"]*)"[^>]*>|(<\/span>)|([^<]+)/g)) {
    if (open !== undefined) stack.push(colourOf(open.split(' '), stack.at(-1)!));
    else if (close) stack.pop();
    else for (const ch of text!) out.push(`${ch}:${/\s/.test(ch) ? 'space' : stack.at(-1)}`);
  }
  expect(stack).toEqual(['plain']);
  return out;
}

const sketches = readdirSync('content/sketches', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => {
    const ts = join('content/sketches', d.name, 'sketch.ts');
    const files = readdirSync(join('content/sketches', d.name));
    return files.includes('sketch.ts')
      ? { id: d.name, lang: 'ts', code: readFileSync(ts, 'utf8') }
      : { id: d.name, lang: 'python', code: readFileSync(join('content/sketches', d.name, 'sketch.py'), 'utf8') };
  });

describe('compactHighlighting', () => {
  it('keeps every character and its colour in every sketch, with fewer bytes', async () => {
    expect(sketches.length).toBeGreaterThan(200);
    let before = 0;
    let after = 0;
    let tokens = 0;
    let left = 0;
    for (const { id, lang, code } of sketches) {
      const { html } = await runHighlighterWithAstro(lang, code);
      const compact = compactHighlighting(html);
      expect(paint(compact), id).toEqual(paint(html));
      // Tokens nested more than two deep (a template string inside a template string) keep Prism's classes.
      tokens += html.split('class="token').length - 1;
      left += compact.split('class="token').length - 1;
      before += html.length;
      after += compact.length;
    }
    expect(left).toBeLessThan(tokens / 100);
    expect(after).toBeLessThan(before * 0.6);
  });

  it('keeps the colours of the Markdown code blocks’ languages', async () => {
    const samples: [string, string][] = [
      ['json', '{"tool": "search", "args": {"q": "vpn", "limit": 3, "exact": true, "after": null}}'],
      ['bash', 'curl -s "https://example.com/api?q=1" | jq \'.items[] | .name\' # names only\nexport N=3'],
      ['yaml', 'name: agent # the name\nsteps: [1, 2]\nsafe: true'],
      ['python', '@tool\ndef run(x: int = 3) -> str:\n    """Doc."""\n    return f"{x!r} done"  # note'],
      ['ts', 'const re = /a+b/g; type T<K> = { [k in K]?: `x${string}` }; class A extends B {}'],
      ['html', '<?xml version="1.0"?><!-- note --><a href="/x" data-y=\'z\'>t &amp; u</a>'],
    ];
    for (const [lang, code] of samples) {
      const { html } = await runHighlighterWithAstro(lang, code);
      expect(paint(compactHighlighting(html)), lang).toEqual(paint(html));
    }
  });

  it('leaves text outside code and code without tokens as it is', () => {
    const html = '<p>Say <code>hi</code> &amp; <span class="muted">bye</span></p>';
    expect(compactHighlighting(html)).toBe(html);
  });

  it('writes one short span for neighbouring punctuation and operators', () => {
    const html = '<span class="token punctuation">)</span><span class="token operator">;</span> <span class="token punctuation">}</span>';
    expect(compactHighlighting(html)).toBe('<span class="t-p">); }</span>');
  });
});
