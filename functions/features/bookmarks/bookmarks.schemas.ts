// The bookmarks API (docs/api.md, Bookmarks and notes), one place for both sides: the request
// schemas the routes validate with and the response types they answer with, which the bookmarks
// store and the bookmark control import as types.
import { z } from 'zod';
import { BOOKMARK_KINDS, ITEM_ID, normaliseNote, noteProblem, type BookmarkKind } from '../../../src/lib/bookmarks/bookmarks';

// ---- Requests ----------------------------------------------------------------------------------

/** `{kind}` in `/bookmarks/{kind}/{id}`. */
export const kindParam = z.enum(BOOKMARK_KINDS, { error: `The kind is one of ${BOOKMARK_KINDS.join(', ')}.` });
/** `{id}` in `/bookmarks/{kind}/{id}`. */
export const itemIdParam = z
  .string()
  .regex(ITEM_ID, 'An item id is one or two lowercase slugs, like “react” or “ai-inference/optimization”.');

/** `PUT /bookmarks/{kind}/{id}`: bookmark the item; a note given replaces the note kept, none keeps it. */
export const saveBookmarkSchema = z.strictObject({
  note: z
    .string({ error: 'A note is text.' })
    .transform(normaliseNote)
    .superRefine((note, ctx) => {
      const problem = noteProblem(note);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

// ---- Responses ---------------------------------------------------------------------------------

/** A bookmark as its owner sees it. */
export interface BookmarkView {
  kind: BookmarkKind;
  id: string;
  /** The item's title, or its id when the item is no longer on the site. */
  title: string;
  /** The item's page; null when the item is no longer on the site. */
  url: string | null;
  /** Plain text; empty when there is none. */
  note: string;
  /** Unix ms. */
  createdAt: number;
  updatedAt: number;
}

/** `GET /bookmarks`: every bookmark, the latest changed first, and the per-account limit. */
export interface Bookmarks {
  bookmarks: BookmarkView[];
  limit: number;
}

/** `GET /bookmarks/{kind}/{id}` (null when the item is not bookmarked) and `PUT` (the bookmark saved). */
export interface BookmarkAnswer {
  bookmark: BookmarkView | null;
}
