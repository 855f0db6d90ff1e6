import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { readParam } from '../../lib/query';
import { BOOKMARKS_PER_USER, KIND_LABELS } from '../../../src/lib/bookmarks/bookmarks';
import { requireUser } from '../auth/session.middleware';
import { deleteBookmark, findBookmark, listBookmarks, saveBookmark } from './bookmarks.repo';
import { toBookmarkView } from './bookmarks.views';
import { itemIdParam, kindParam, saveBookmarkSchema, type BookmarkAnswer, type Bookmarks } from './bookmarks.schemas';
import { itemKey, siteItems } from './site-items';

const items = <E extends AppEnv>(c: Context<E>) => siteItems(c.env.ASSETS, new URL(c.req.url).origin);

/** The item an address names: its kind and id checked in shape, then against the site's items. */
async function namedItem<E extends AppEnv>(c: Context<E>) {
  const kind = readParam(c, 'kind', kindParam);
  const id = readParam(c, 'id', itemIdParam);
  const item = (await items(c)).get(itemKey(kind, id));
  return { kind, id, item };
}

const noSuchItem = (kind: keyof typeof KIND_LABELS, id: string) =>
  new ApiError(404, 'item_not_found', `There is no ${KIND_LABELS[kind].toLowerCase()} “${id}” on the site.`);

/**
 * `/bookmarks`: the signed-in user's bookmarks of the site's items, each with a private note. Every
 * statement names the user, so nobody reads, changes or removes another person's bookmarks.
 */
export const bookmarksRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', async (c) => {
    const [rows, known] = await Promise.all([listBookmarks(c.env.DB, c.get('user').id), items(c)]);
    return c.json({
      bookmarks: rows.map((r) => toBookmarkView(r, known.get(itemKey(r.kind, r.item_id)))),
      limit: BOOKMARKS_PER_USER,
    } satisfies Bookmarks);
  })
  .get('/:kind/:id{.+}', async (c) => {
    const { kind, id, item } = await namedItem(c);
    const row = await findBookmark(c.env.DB, c.get('user').id, kind, id);
    if (!row && !item) throw noSuchItem(kind, id);
    return c.json({ bookmark: row ? toBookmarkView(row, item) : null } satisfies BookmarkAnswer);
  })
  .put('/:kind/:id{.+}', async (c) => {
    const { kind, id, item } = await namedItem(c);
    const { note } = await readJson(c, saveBookmarkSchema);
    if (!item) throw noSuchItem(kind, id);
    const row = await saveBookmark(c.env.DB, {
      userId: c.get('user').id,
      kind,
      itemId: id,
      note: note ?? null,
      now: c.get('now'),
      limit: BOOKMARKS_PER_USER,
    });
    if (!row) {
      throw new ApiError(
        409,
        'bookmark_limit_reached',
        `You have ${BOOKMARKS_PER_USER} bookmarks, the most an account keeps. Remove some in your library first.`,
      );
    }
    return c.json({ bookmark: toBookmarkView(row, item) } satisfies BookmarkAnswer);
  })
  .delete('/:kind/:id{.+}', async (c) => {
    const kind = readParam(c, 'kind', kindParam);
    const id = readParam(c, 'id', itemIdParam);
    // A bookmark of an item the site no longer has can still be removed: no check against the items.
    if (!(await deleteBookmark(c.env.DB, c.get('user').id, kind, id))) {
      throw new ApiError(404, 'bookmark_not_found', 'You have no bookmark of this item.');
    }
    return c.body(null, 204);
  });
