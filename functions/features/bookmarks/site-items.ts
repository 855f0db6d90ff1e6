import { ApiError } from '../../lib/errors';
import { BOOKMARK_KINDS, ITEMS_PATH, type BookmarkItem, type BookmarkKind } from '../../../src/lib/bookmarks/bookmarks';

export type SiteItems = Map<string, BookmarkItem>;
export const itemKey = (kind: BookmarkKind, id: string) => `${kind}:${id}`;

/** One read of the build's list per isolate and assets binding; a failed read is tried again next time. */
const loaded = new WeakMap<Fetcher, Promise<SiteItems>>();

async function readItems(assets: Fetcher, origin: string): Promise<SiteItems> {
  const res = await assets.fetch(new URL(ITEMS_PATH, origin));
  if (!res.ok) throw new Error(`${ITEMS_PATH}: ${res.status}`);
  const data = (await res.json()) as { items?: BookmarkItem[] };
  const kinds: readonly string[] = BOOKMARK_KINDS;
  const items = (data.items ?? []).filter((i) => kinds.includes(i.kind));
  return new Map(items.map((i) => [itemKey(i.kind, i.id), i]));
}

/**
 * The items that can be bookmarked, as the build listed them from the site's content
 * (`/bookmarks/items.json`, src/pages/bookmarks/items.json.ts): so an item is known exactly when
 * the deployed site has its page, and nothing is kept in step by hand.
 */
export function siteItems(assets: Fetcher | undefined, origin: string): Promise<SiteItems> {
  if (!assets) return Promise.reject(unavailable());
  let items = loaded.get(assets);
  if (!items) {
    items = readItems(assets, origin);
    loaded.set(assets, items);
    items.catch(() => loaded.delete(assets));
  }
  return items.catch(() => {
    throw unavailable();
  });
}

const unavailable = () =>
  new ApiError(503, 'items_unavailable', 'The list of pages that can be bookmarked could not be read. Try again shortly.');
