import { describe, expect, it } from 'vitest';
import { categoryForUrl, pageItemFromHtml, techniqueItem } from '../../scripts/build-search-index.mjs';
import { SEARCH_CATEGORIES } from '../../src/lib/search/types';

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

  it('uses the record’s readable text as content, not markup or code', () => {
    const { content } = techniqueItem(t, category);
    expect(content).toBe(
      'Graph RAG (GraphRAG). Category: Knowledge retrieval. Complexity: high. Answer from a graph. Features: Entities; Communities. Example: A long worked example.',
    );
  });
});
