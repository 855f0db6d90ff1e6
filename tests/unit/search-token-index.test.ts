import { describe, expect, it } from 'vitest';
import { prepareItem } from '../../src/lib/search/scoring';
import { CONTENT_BIT, DESCRIPTION_BIT, FIRST_TAG, MAX_INDEXED_TAGS, TITLE_BIT, TokenIndex } from '../../src/lib/search/token-index';
import { forEachToken, isTokenWord } from '../../src/lib/search/tokens';
import type { SearchIndexItem } from '../../src/lib/search/types';

const item = (over: Partial<SearchIndexItem>): SearchIndexItem => ({
  id: 'x',
  title: '',
  description: '',
  content: '',
  url: '/x',
  category: 'main',
  type: 'page',
  ...over,
});
const indexOf = (...items: Array<Partial<SearchIndexItem>>) => new TokenIndex(items.map((over) => prepareItem(item(over))));
const tag = (t: number) => 1 << (FIRST_TAG + t);
const masks = (index: TokenIndex, word: string) => [...index.wordMask(word)];

describe('token index', () => {
  it('finds words inside tokens, by substring', () => {
    const index = indexOf({ title: 'Fragment store' }, { content: 'Graph RAG.' }, { description: 'nothing here' });
    expect(masks(index, 'rag')).toEqual([TITLE_BIT, CONTENT_BIT, 0]);
    expect(masks(index, 'ag')).toEqual([TITLE_BIT, CONTENT_BIT, 0]);
    expect(masks(index, 'g')).toEqual([TITLE_BIT, CONTENT_BIT, DESCRIPTION_BIT]);
    expect(masks(index, 'fragment')).toEqual([TITLE_BIT, 0, 0]);
    expect(masks(index, 'fragments')).toEqual([0, 0, 0]);
  });

  it('matches a word once per token, and each token that contains it', () => {
    const index = indexOf({ content: 'rag ragged fragment rag' }, { title: 'aaaa' });
    expect(masks(index, 'rag')).toEqual([CONTENT_BIT, 0]);
    expect(masks(index, 'aa')).toEqual([0, TITLE_BIT]);
  });

  it('checks words with other characters against the text itself', () => {
    const index = indexOf(
      { title: 'Multi-agent debate' },
      { title: 'Multi agent debate' },
      { content: 'multi-agents and c++ code' },
      { tags: ['c++', 'C#'] },
    );
    expect(isTokenWord('multi-agent')).toBe(false);
    expect(masks(index, 'multi-agent')).toEqual([TITLE_BIT, 0, CONTENT_BIT, 0]);
    expect(masks(index, 'c++')).toEqual([0, 0, CONTENT_BIT, tag(0)]);
    expect(masks(index, '++')).toEqual([0, 0, CONTENT_BIT, tag(0)]);
    expect(masks(index, '#')).toEqual([0, 0, 0, tag(1)]);
    expect(masks(index, 'i-a')).toEqual([TITLE_BIT, 0, CONTENT_BIT, 0]);
  });

  it('finds text with other characters only where its runs start, end or fill tokens as they must', () => {
    const index = indexOf(
      { title: 'e.g. this' },
      { title: 'see.g. that' },
      { title: 'e.gx.' },
      { title: 'e.g' },
      { content: 'graph ragged' },
      { content: 'telegraph rag' },
      { content: 'graph, rag' },
      { content: 'rag graph' },
    );
    expect(masks(index, 'e.g.')).toEqual([TITLE_BIT, TITLE_BIT, 0, 0, 0, 0, 0, 0]);
    expect([...index.textMask('graph rag')]).toEqual([0, 0, 0, 0, CONTENT_BIT, CONTENT_BIT, 0, 0]);
    expect([...index.textMask('h r')]).toEqual([0, 0, 0, 0, CONTENT_BIT, CONTENT_BIT, 0, 0]);
    expect([...index.textMask('g, r')]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect([...index.textMask('h, r')]).toEqual([0, 0, 0, 0, 0, 0, CONTENT_BIT, 0]);
  });

  it('finds text cut inside a surrogate pair, as includes() does', () => {
    const index = indexOf({ content: '𝒜abc' }, { content: 'x𝒜' }, { content: 'abc' });
    expect(masks(index, '\udc9cabc')).toEqual([CONTENT_BIT, 0, 0]);
    expect(masks(index, 'x\ud835')).toEqual([0, CONTENT_BIT, 0]);
    expect([...index.textMask('x \ud835')]).toEqual([0, 0, 0]);
  });

  it('gives each tag its own bit, so tags containing a word can be counted', () => {
    const index = indexOf({ tags: ['RAG', 'Graph RAG', 'technique'], description: 'rag' });
    expect(masks(index, 'rag')).toEqual([DESCRIPTION_BIT | tag(0) | tag(1)]);
    expect(masks(index, 'tech')).toEqual([tag(2)]);
  });

  it('handles letters beyond ASCII, combining marks and digits', () => {
    const index = indexOf(
      { title: 'Café naïve ÜBER' },
      { content: 'Поиск по сайту' },
      { content: '検索エンジンの設計' },
      { content: 'cafe\u0301 and 𝒜𝒷𝒸 GPT-4o' },
    );
    expect(masks(index, 'café')).toEqual([TITLE_BIT, 0, 0, 0]);
    expect(masks(index, 'über')).toEqual([TITLE_BIT, 0, 0, 0]);
    expect(masks(index, 'иск')).toEqual([0, CONTENT_BIT, 0, 0]);
    expect(masks(index, 'エンジン')).toEqual([0, 0, CONTENT_BIT, 0]);
    expect(masks(index, 'e\u0301')).toEqual([0, 0, 0, CONTENT_BIT]);
    expect(masks(index, '𝒷')).toEqual([0, 0, 0, CONTENT_BIT]);
    expect(masks(index, '4o')).toEqual([0, 0, 0, CONTENT_BIT]);
    expect(masks(index, 'gpt-4')).toEqual([0, 0, 0, CONTENT_BIT]);
  });

  it('narrows candidates to the fields that contain a needle', () => {
    const index = indexOf({ title: 'graph rag', content: 'rag graph' }, { tags: ['graph rag'] });
    const both = Uint32Array.from([TITLE_BIT | CONTENT_BIT, tag(0)]);
    expect([...index.containing('graph rag', both)]).toEqual([TITLE_BIT, tag(0)]);
  });

  it('leaves out items with more tags than the mask holds', () => {
    const tags = Array.from({ length: MAX_INDEXED_TAGS + 1 }, (_, t) => `rag ${t}`);
    const index = indexOf({ title: 'rag' }, { title: 'rag', tags }, { title: 'rag', tags: tags.slice(1) });
    expect(index.unindexed).toEqual([1]);
    expect(masks(index, 'rag')[1]).toBe(0);
    expect(masks(index, 'rag')[2]).toBe(0xffff_fff9); // the title and all 29 tags; the top bit is the last tag
  });

  it('splits text into the same tokens as the regular expression', () => {
    const samples = ['', '  ', 'a', 'Graph RAG—fragment', 'multi-agent, c++ & 4o!', 'cafe\u0301 𝒜𝒷 \ud800 x\udc00y', '検索 エンジン。'];
    for (const text of samples) {
      const tokens: string[] = [];
      forEachToken(text, (token) => tokens.push(token));
      expect(tokens).toEqual(text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
    }
  });
});
