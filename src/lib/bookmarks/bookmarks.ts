/**
 * Bookmarks and notes: the rules both sides run (docs/product.md, Bookmarks and notes). An item is
 * named by a kind and an id that stay the same when its page moves (a technique's slug, not its
 * category's address); the build lists every item there is in ITEMS_PATH.
 */
export const BOOKMARK_KINDS = ['technique', 'guide', 'lesson', 'news', 'project', 'prompt'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];

/** Words for each kind, as the library's filter and list show them. */
export const KIND_LABELS: Record<BookmarkKind, string> = {
  technique: 'Technique',
  guide: 'Guide page',
  lesson: 'Lesson',
  news: 'News item',
  project: 'Project',
  prompt: 'Prompt',
};

/** An item id: one or two lowercase slugs (`react`, `ai-inference/optimization`). */
export const ITEM_ID = /^[a-z0-9][a-z0-9._-]{0,79}(?:\/[a-z0-9][a-z0-9._-]{0,79})?$/;
/** Longest note, in characters (plain text). */
export const NOTE_MAX_LENGTH = 2000;
/** Most bookmarks one account keeps. */
export const BOOKMARKS_PER_USER = 500;

/** What the build lists for each bookmarkable item (`/bookmarks/items.json`). */
export interface BookmarkItem {
  kind: BookmarkKind;
  id: string;
  title: string;
  url: string;
}
export const ITEMS_PATH = '/bookmarks/items.json';

/**
 * Control characters other than tab and line feed make a note something other than plain text;
 * carriage returns are folded into line feeds first.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
export const normaliseNote = (note: string) => note.replace(/\r\n?/g, '\n').trim();
export const noteProblem = (note: string): string | null => {
  if (CONTROL.test(note)) return 'A note is plain text: remove the control characters.';
  if (note.length > NOTE_MAX_LENGTH) return `A note has at most ${NOTE_MAX_LENGTH} characters.`;
  return null;
};

/** The API path of one item's bookmark (slashes in the id kept: they are part of the route). */
export const bookmarkPath = (kind: BookmarkKind, id: string) => `/bookmarks/${kind}/${id.split('/').map(encodeURIComponent).join('/')}`;

/** The library's filters: a kind (or all), only bookmarks with a note, and words in the title or note. */
export interface LibraryFilter {
  kind: BookmarkKind | 'all';
  withNote: boolean;
  text: string;
}

export function filterBookmarks<T extends { kind: BookmarkKind; title: string; note: string }>(list: T[], filter: LibraryFilter): T[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((b) => {
    if (filter.kind !== 'all' && b.kind !== filter.kind) return false;
    if (filter.withNote && b.note === '') return false;
    const text = `${b.title}\n${b.note}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
