import { describe, expect, it } from 'vitest';
import {
  bookmarkPath,
  filterBookmarks,
  ITEM_ID,
  NOTE_MAX_LENGTH,
  normaliseNote,
  noteProblem,
  type BookmarkKind,
} from '../../src/lib/bookmarks/bookmarks';

const b = (kind: BookmarkKind, title: string, note = '') => ({ kind, title, note });
const LIST = [
  b('technique', 'ReAct', 'Compare with plan-and-execute'),
  b('guide', 'Optimising inference'),
  b('news', 'MCP introduced', 'Read the spec'),
  b('technique', 'Reflexion'),
];

describe('library filters', () => {
  it('keep everything with no filter set', () => {
    expect(filterBookmarks(LIST, { kind: 'all', withNote: false, text: '' })).toEqual(LIST);
  });
  it('filter by kind, by having a note, and by every word in the title or note, together', () => {
    expect(filterBookmarks(LIST, { kind: 'technique', withNote: false, text: '' }).map((x) => x.title)).toEqual(['ReAct', 'Reflexion']);
    expect(filterBookmarks(LIST, { kind: 'all', withNote: true, text: '' }).map((x) => x.title)).toEqual(['ReAct', 'MCP introduced']);
    expect(filterBookmarks(LIST, { kind: 'all', withNote: false, text: '  SPEC  mcp ' }).map((x) => x.title)).toEqual(['MCP introduced']);
    expect(filterBookmarks(LIST, { kind: 'technique', withNote: true, text: 'plan' }).map((x) => x.title)).toEqual(['ReAct']);
    expect(filterBookmarks(LIST, { kind: 'guide', withNote: true, text: '' })).toEqual([]);
  });
});

describe('notes', () => {
  it('are plain text: line breaks kept (CR LF folded), ends trimmed, control characters refused', () => {
    expect(normaliseNote('  one\r\ntwo\rthree\t \n')).toBe('one\ntwo\nthree');
    expect(noteProblem('tab\tand\nnewline')).toBeNull();
    expect(noteProblem('nul\u0000')).toMatch(/plain text/);
    expect(noteProblem('escape\u001b[31m')).toMatch(/plain text/);
  });
  it('have a length limit', () => {
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH))).toBeNull();
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH + 1))).toMatch(`at most ${NOTE_MAX_LENGTH}`);
  });
});

describe('item ids and paths', () => {
  it('are one or two lowercase slugs', () => {
    for (const ok of ['react', 'ai-inference/optimization', '2024-11-mcp-introduced', 'openai/gpt-4.1-agent']) expect(ok).toMatch(ITEM_ID);
    for (const bad of ['', 'React', 'a/b/c', '/react', 'react/', '../x', 'a b', '.hidden']) expect(bad).not.toMatch(ITEM_ID);
  });
  it('keep the slash of a two-part id in the API path', () => {
    expect(bookmarkPath('guide', 'ai-inference/optimization')).toBe('/bookmarks/guide/ai-inference/optimization');
  });
});
