// The build-time diagram pipeline (src/lib/diagrams/): the strict Mermaid parser, the renderers,
// the text alternative, the duplicate check and the HTML integration.
import { describe, expect, test } from 'vitest';
import { findDuplicateDiagrams } from '../../src/lib/diagrams/duplicates';
import { findMermaidBlocks, insertFigures, renderFileDiagrams } from '../../src/lib/diagrams/markdown';
import { DiagramError } from '../../src/lib/diagrams/model';
import { parseDiagram } from '../../src/lib/diagrams/parse';
import { MAX_DIAGRAM_WIDTH, renderDiagram, standaloneSvg } from '../../src/lib/diagrams/render';

const loop = `flowchart TD
  accTitle: A loop with a guard
  T([Task]) --> M[Model picks a step]:::model
  M -->|tool call| G{Allowed?}
  G -->|no| M
  G -->|yes| R[Run tool]:::tool --> O[Result]:::untrusted --> M
  M -->|answer| A([Done])`;

const errorLine = (source: string) => {
  try {
    parseDiagram(source);
  } catch (e) {
    if (e instanceof DiagramError) return { line: e.line, message: e.message };
    throw e;
  }
  throw new Error('expected a parse error');
};

describe('parsing Mermaid flowcharts strictly', () => {
  test('reads nodes, shapes, roles, labelled edges and chains', () => {
    const d = parseDiagram(loop);
    if (d.kind === 'sequence') throw new Error('expected a flowchart');
    expect(d.title).toBe('A loop with a guard');
    expect(d.nodes.map((n) => [n.id, n.shape, n.role ?? ''])).toEqual([
      ['T', 'stadium', ''],
      ['M', 'rect', 'model'],
      ['G', 'diamond', ''],
      ['R', 'rect', 'tool'],
      ['O', 'rect', 'untrusted'],
      ['A', 'stadium', ''],
    ]);
    expect(d.edges.map((e) => `${e.from}>${e.to}${e.label ? `:${e.label}` : ''}`)).toEqual([
      'T>M',
      'M>G:tool call',
      'G>M:no',
      'G>R:yes',
      'R>O',
      'O>M',
      'M>A:answer',
    ]);
  });

  test.each([
    ['a missing caption', 'flowchart TD\n  A --> B', 'accTitle', 1],
    ['an unknown header', 'accTitle: x\nflowchart XY\n  A --> B', 'unknown diagram type', 2],
    ['an unclosed shape', 'accTitle: x\nflowchart TD\n  A[Start --> B', 'cannot read the text of node "A"', 3],
    ['brackets in unquoted text', 'accTitle: x\nflowchart TD\n  A[Run (fast)] --> B', 'double quotes', 3],
    ['a stray token', 'accTitle: x\nflowchart TD\n  A --> B\n  A ~~> C', 'cannot read', 4],
    ['an unknown class', 'accTitle: x\nflowchart TD\n  A:::red --> B', 'unknown class "red"', 3],
    ['a style line', 'accTitle: x\nflowchart TD\n  A --> B\n  style A fill:#f00', 'not allowed', 4],
    ['an unclosed subgraph', 'accTitle: x\nflowchart TD\n  subgraph S[Box]\n  A --> B', 'never closed', 4],
    ['one node', 'accTitle: x\nflowchart TD\n  A[Alone]', 'at least two nodes', 3],
  ])('refuses %s with its line', (_name, source, message, line) => {
    const error = errorLine(source);
    expect(error.message).toContain(message);
    expect(error.line).toBe(line);
  });

  test('accepts quoted text with brackets, subgraphs and & lists', () => {
    const d = parseDiagram('flowchart LR\n  accTitle: x\n  subgraph P[Pool]\n    A["Run (fast)"] & B --> C[(Store)]\n  end');
    if (d.kind === 'sequence') throw new Error('expected a flowchart');
    expect(d.nodes.find((n) => n.id === 'A')?.label).toBe('Run (fast)');
    expect(d.nodes.every((n) => n.group === 'P')).toBe(true);
    expect(d.edges).toHaveLength(2);
  });
});

describe('parsing state and sequence diagrams', () => {
  test('state diagrams get start and end states and labelled transitions', () => {
    const d = parseDiagram('stateDiagram-v2\n  accTitle: breaker\n  [*] --> Closed\n  Closed --> Open: failures\n  Open --> [*]');
    if (d.kind !== 'state') throw new Error('expected a state diagram');
    expect(d.nodes.map((n) => n.shape)).toEqual(['start', 'rounded', 'rounded', 'end']);
    expect(d.edges[1].label).toBe('failures');
  });

  test('sequence diagrams read participants, messages, notes, blocks and roles', () => {
    const d = parseDiagram(
      'sequenceDiagram\n  accTitle: call\n  participant C as Client\n  participant S as Server\n  %% role: S untrusted\n  C->>S: request\n  alt ok\n    S-->>C: result\n  else error\n    S--xC: refused\n  end\n  Note over C,S: done',
    );
    if (d.kind !== 'sequence') throw new Error('expected a sequence diagram');
    expect(d.participants.map((p) => [p.label, p.role ?? ''])).toEqual([
      ['Client', ''],
      ['Server', 'untrusted'],
    ]);
    expect(d.items.map((i) => i.type)).toEqual(['message', 'block', 'note']);
  });

  test('an unclosed block names the line it opened on', () => {
    expect(errorLine('sequenceDiagram\n  accTitle: x\n  A->>B: hi\n  loop forever\n  B->>A: hi')).toEqual({
      line: 4,
      message: '"loop" block is never closed with "end"',
    });
  });
});

describe('rendering', () => {
  test('a flowchart becomes class-only SVG with every label, sized to fit a phone', async () => {
    const r = await renderDiagram(loop);
    expect(r.width).toBeLessThanOrEqual(MAX_DIAGRAM_WIDTH);
    for (const label of ['Task', 'Model picks a step', 'Allowed?', 'Run tool', 'Result', 'Done', 'tool call', 'answer'])
      expect(r.body).toContain(`>${label}<`);
    expect(r.body).not.toMatch(/style=|fill="#|stroke="#|<script/);
    expect(r.body).toContain('dg-role-untrusted');
  });

  test('too wide a diagram is refused with advice', async () => {
    const wide = `flowchart LR\n  accTitle: wide\n  ${Array.from({ length: 9 }, (_, i) => `N${i}[A long label number ${i}]`).join(' --> ')}`;
    await expect(renderDiagram(wide)).rejects.toThrow(/px wide .*top to bottom/);
  });

  test('the text alternative states every step in words', async () => {
    const r = await renderDiagram(loop);
    expect(r.words).toContain('From “Model picks a step” (model call), “tool call”, to “Allowed?”.');
    expect(r.words).toContain('From “Result” (untrusted content) to “Model picks a step” (model call).');
  });

  test('the full-size file carries the stylesheet with dark colours under prefers-color-scheme', async () => {
    const svg = standaloneSvg(
      await renderDiagram(loop),
      ":root { --dg-bg: #fff }\n:root[data-theme='dark'] { --dg-bg: #000 }\n.dg text { fill: red }",
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('@media (prefers-color-scheme: dark) { :root { --dg-bg: #000 } }');
    expect(svg).toContain('<title>A loop with a guard</title>');
  });
});

describe('diagrams in Markdown pages', () => {
  const page = [
    '---',
    'id: x',
    '---',
    '## How it works',
    '',
    '```mermaid',
    loop,
    '```',
    '',
    '## Evidence',
    '```mermaid',
    'flowchart TD',
    '  accTitle: y',
    '  A --> B ~~ C',
    '```',
  ].join('\n');

  test('blocks are found with their section and file line', () => {
    expect(findMermaidBlocks(page).map((b) => [b.section, b.line])).toEqual([
      ['How it works', 7],
      ['Evidence', 18],
    ]);
  });

  test('a diagram that does not parse fails with the file and the line in the file', async () => {
    await expect(renderFileDiagrams('content/x.md', page)).rejects.toThrow(/^content\/x\.md:20: diagram: cannot read/);
  });

  test('figures replace the rendered code blocks in order, with caption, full-size link and words', async () => {
    const diagrams = [await renderDiagram(loop)];
    const html = insertFigures('<p>a</p><pre class="language-mermaid"><code>x</code></pre><p>b</p>', diagrams, 'techniques/x');
    expect(html).toMatch(/^<p>a<\/p><div class="diagram" id="diagram-1"><figure>/);
    expect(html).toContain('role="img" aria-labelledby="diagram-1-caption" aria-describedby="diagram-1-words"');
    expect(html).toContain('<a class="diagram-full" href="/diagrams/techniques/x-1.svg">Open full size</a>');
    expect(html).toContain('<summary>The diagram in words</summary>');
    expect(() => insertFigures('<p>no diagrams</p>', diagrams, 'techniques/x')).toThrow(/1 diagrams in the Markdown but 0/);
  });

  test('two diagrams that differ only in names are reported; different structures are not', async () => {
    const renamed = loop.replace('Model picks a step', 'Planner').replace('Run tool', 'Search').replace('A loop with a guard', 'Other');
    const chain = 'flowchart TD\n  accTitle: c\n  A --> B --> C';
    const d = async (s: string) => (await renderDiagram(s)).diagram;
    expect(
      findDuplicateDiagrams([
        { owner: 'a', diagrams: [await d(loop)] },
        { owner: 'b', diagrams: [await d(renamed)] },
      ]),
    ).toEqual(['b (diagram 1) has the same structure as a (diagram 1), with only the names changed: draw what is specific to it']);
    expect(
      findDuplicateDiagrams([
        { owner: 'a', diagrams: [await d(loop)] },
        { owner: 'c', diagrams: [await d(chain)] },
      ]),
    ).toEqual([]);
  });
});

describe('tables of Markdown pages', () => {
  test('each table sits in a focusable region named after its header row', async () => {
    const { scrollableTables } = await import('../../src/lib/diagrams/content-diagrams');
    const html = scrollableTables(
      '<table><thead><tr><th>Attack</th><th><code>ASR</code></th></tr></thead><tbody></tbody></table><p>x</p><table><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Attack, ASR"><table><thead><tr><th>Attack</th><th><code>ASR</code></th></tr></thead><tbody></tbody></table></div><p>x</p>' +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Table 1"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
  });
});
