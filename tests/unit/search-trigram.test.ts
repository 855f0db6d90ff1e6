import { describe, expect, it } from 'vitest';
import { buildTrigramIndex, candidates, candidatesForAny } from '../../src/lib/search/trigram';

describe('trigram index', () => {
  const index = buildTrigramIndex(['graph rag', 'fragment', 'react agent', 'ragged edge']);
  it('finds every item containing a substring, including inside words', () => {
    expect(candidates(index, 'rag')).toEqual([0, 1, 3]);
    expect(candidates(index, 'agent')).toEqual([2]);
  });
  it('returns no candidates for a missing trigram and null for short needles', () => {
    expect(candidates(index, 'zzz')).toEqual([]);
    expect(candidates(index, 'ra')).toBeNull();
  });
  it('unions candidates across needles and gives up (null) when one is short', () => {
    expect(candidatesForAny(index, ['edge', 'react'])).toEqual([2, 3]);
    expect(candidatesForAny(index, ['edge', 'x'])).toBeNull();
  });
  it('may over-approximate but never misses a real match', () => {
    const texts = ['abcabd', 'xabdx'];
    const idx = buildTrigramIndex(texts);
    const found = candidates(idx, 'abcabd')!;
    texts.forEach((t, i) => { if (t.includes('abcabd')) expect(found).toContain(i); });
  });
});
