// Social cards (scripts/cards/): what each built page's card says, and that a card is a 1200×630 PNG.
import { describe, expect, test } from 'vitest';
import { renderCard, titleSize } from '../../scripts/cards/card.mjs';
import { pageCard, pagePath } from '../../scripts/cards/page-card.mjs';

const page = (h1: string, crumbs: string[] = []) =>
  `<html><head><title>${h1} · Agent Atlas</title></head><body><nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>${crumbs
    .map((c) => `<li>${c}</li>`)
    .join('')}<li aria-current="page">${h1}</li></ol></nav><h1>${h1}</h1></body></html>`;

describe('what a page’s card says', () => {
  test.each([
    [
      'patterns/knowledge-retrieval/self-rag.html',
      '/patterns/knowledge-retrieval/self-rag',
      'Technique',
      ['Patterns', 'Knowledge retrieval'],
      'Knowledge retrieval',
    ],
    ['ai-inference/optimization.html', '/ai-inference/optimization', 'Guide', ['AI inference'], 'AI inference'],
    [
      'learning-hub/agent-foundations/the-agent-loop.html',
      '/learning-hub/agent-foundations/the-agent-loop',
      'Lesson',
      ['Learning Hub', 'Agent foundations'],
      'Agent foundations',
    ],
    ['news-hub/mcp-2025-11-25.html', '/news-hub/mcp-2025-11-25', 'News', ['News hub'], 'News hub'],
    [
      'project-hub/inference-servers/vllm.html',
      '/project-hub/inference-servers/vllm',
      'Project',
      ['Project hub', 'Inference servers'],
      'Inference servers',
    ],
    ['prompt-hub/anthropic/coding-agent.html', '/prompt-hub/anthropic/coding-agent', 'Prompt', ['Prompt hub', 'Anthropic'], 'Anthropic'],
    ['index.html', '/', 'Page', [], ''],
  ])('%s', (file, path, kind, crumbs, category) => {
    expect(pagePath(file)).toBe(path);
    expect(pageCard(path, page('Title', crumbs))).toEqual({ title: 'Title', kind, category });
  });

  test('long titles get smaller type', () => {
    expect(titleSize('ReAct')).toBeGreaterThan(titleSize('Model Context Protocol servers with OAuth and resource indicators'));
  });
});

test('a card is a 1200×630 PNG', async () => {
  const png = Buffer.from(await renderCard({ title: 'ReAct (Reason + Act)', kind: 'Technique', category: 'Reasoning techniques' }));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}, 20_000);
