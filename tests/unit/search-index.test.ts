import { describe, expect, it } from 'vitest';
import { compactSearchIndex, pageItemFromHtml, techniqueItem } from '../../scripts/build-search-index.mjs';
import { createSearchEngine } from '../../src/lib/search/engine';
import { categoryForUrl, expandSearchIndex } from '../../src/lib/search/index-format';
import { SEARCH_CATEGORIES, type SearchIndexItem } from '../../src/lib/search/types';

const html = (body: string, title = 'About · Agent Atlas', description = 'What the site is.') =>
  `<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><header>Nav</header><main><nav>crumbs</nav><h1>About Agent Atlas</h1><p>We teach   builders.</p><script>x()</script></main></body></html>`.replace(
    '<p>We teach   builders.</p>',
    body || '<p>We teach   builders.</p>',
  );

describe('search index: pages', () => {
  it('maps addresses to the index categories', () => {
    expect(categoryForUrl('/')).toBe('main');
    expect(categoryForUrl('/about')).toBe('main');
    expect(categoryForUrl('/patterns/safety')).toBe('patterns');
    expect(categoryForUrl('/learning-hub/agent-foundations')).toBe('education');
    expect(categoryForUrl('/ai-red-teaming')).toBe('security');
    expect(categoryForUrl('/fine-tuning/local')).toBe('training');
    expect(categoryForUrl('/ai-inference/providers')).toBe('deployment');
    expect(categoryForUrl('/news-hub')).toBe('news');
    expect(categoryForUrl('/project-hub')).toBe('projects');
    expect(categoryForUrl('/prompt-hub/anthropic/coding-agent')).toBe('prompts');
    expect(categoryForUrl('/patternsx')).toBe('main');
  });

  it('takes title from the h1, description from the meta tag and readable main text as content', () => {
    const item = pageItemFromHtml(html(''), '/about');
    expect(item).toEqual({
      id: 'page-about',
      title: 'About Agent Atlas',
      description: 'What the site is.',
      content: 'We teach builders.',
      url: '/about',
      category: 'main',
      type: 'page',
    });
    expect(Object.keys(item!).sort()).toEqual(['category', 'content', 'description', 'id', 'title', 'type', 'url']);
  });

  it('leaves out the 404, search, callback and development pages', () => {
    for (const url of ['/404', '/search', '/auth/callback', '/dev/mailbox']) expect(pageItemFromHtml(html(''), url)).toBeNull();
  });
});

describe('search index: techniques', () => {
  const t = {
    id: 'graph-rag',
    name: 'Graph RAG',
    abbr: 'GraphRAG',
    category: 'knowledge-retrieval',
    description: 'Answer from a graph.',
    features: ['Entities', 'Communities'],
    complexity: 'high',
    example: 'A long\n  worked example.',
    useCases: [],
    references: [],
  };
  const category = { id: 'knowledge-retrieval', title: 'Knowledge retrieval', label: 'RAG' };

  it('follows the index item rules exactly', () => {
    const item = techniqueItem(t, category);
    expect(item).toMatchObject({
      id: 'technique-graph-rag',
      title: 'Graph RAG',
      description: 'Answer from a graph.',
      url: '/patterns/knowledge-retrieval/graph-rag',
      category: 'patterns',
      subcategory: 'reasoning',
      type: 'technique',
      tags: ['RAG', 'technique', 'pattern'],
    });
    expect(SEARCH_CATEGORIES).toContain(item.category);
  });

  it('uses the record’s readable text as content, without the worked example (full-text search has it)', () => {
    const { content } = techniqueItem(t, category);
    expect(content).toBe(
      'Graph RAG (GraphRAG). Category: Knowledge retrieval. Complexity: high. Answer from a graph. Features: Entities; Communities.',
    );
    expect(techniqueItem({ ...t, abbr: '' }, category).content).toMatch(/^Graph RAG\. Category:/);
  });
});

describe('search index: the shipped file', () => {
  const t = {
    id: 'graph-rag',
    name: 'Graph RAG',
    abbr: 'GraphRAG',
    category: 'knowledge-retrieval',
    description: 'Answer from a graph of entities.',
    features: ['Entities', 'Community summaries'],
    complexity: 'high',
    example: 'A worked example.',
    useCases: [],
    references: [],
  };
  const categories = [
    { id: 'reasoning-techniques', title: 'Reasoning techniques', label: 'Reasoning' },
    { id: 'knowledge-retrieval', title: 'Knowledge retrieval', label: 'RAG' },
  ];
  const about = pageItemFromHtml(html('<p>What the site is. We teach builders.</p>'), '/about')!;
  const news = pageItemFromHtml(html('<p>Agents in the news.</p>', 'News · Agent Atlas', ''), '/news-hub/2026-01-02-agents')!;
  const lesson = pageItemFromHtml(
    html('<p>Loops.</p>', 'Loop · Agent Atlas', 'The agent loop.'),
    '/learning-hub/foundations/the-agent-loop',
  )!;
  const entries = [{ item: about }, { item: lesson }, { item: techniqueItem(t, categories[1]), technique: t }, { item: news }];
  const items = entries.map((e) => e.item) as SearchIndexItem[];
  const index = compactSearchIndex(entries, categories);

  it('expands to exactly the items, in their order', () => {
    const shipped = JSON.parse(JSON.stringify(index));
    expect(expandSearchIndex(shipped)).toEqual(items);
    expect(expandSearchIndex(shipped).map((i) => Object.keys(i))).toEqual(items.map((i) => Object.keys(i)));
  });

  it('stores once what the loader can work out: ids, categories, technique fields and a repeated description', () => {
    const text = JSON.stringify(index);
    for (const derived of [
      'page-about',
      'technique-graph-rag',
      '/patterns/knowledge-retrieval/graph-rag',
      '"education"',
      '"reasoning"',
      'Category: ',
    ])
      expect(text).not.toContain(derived);
    expect(about.content).toContain(about.description);
    expect(text.split('What the site is.').length - 1).toBe(1);
  });

  it('finds and ranks the same as the items it came from', () => {
    const fromFile = createSearchEngine(expandSearchIndex(JSON.parse(JSON.stringify(index))));
    const fromItems = createSearchEngine(items);
    for (const q of ['graph', 'what the site', 'community summaries', 'loop', 'agents', 'education', 'rag', 'x'])
      expect(fromFile.search(q), q).toEqual(fromItems.search(q));
  });

  it('refuses to write a file that would not give back every item', () => {
    const tagged = { ...about, tags: ['extra'] };
    expect(() => compactSearchIndex([{ item: tagged }], categories)).toThrow(/does not give back page-about/);
  });

  it('still reads a plain list of items, and rejects an unknown format', () => {
    expect(expandSearchIndex(items)).toBe(items);
    expect(() => expandSearchIndex({ ...index, format: 2 } as never)).toThrow(/unknown format 2/);
  });
});
