import { atom, computed, task } from 'nanostores';
import type {
  NotificationPage,
  NotificationView,
  NotificationsChanged,
  UnreadCount,
  Unsubscribed,
} from '../../functions/features/notifications/notifications.schemas';
import { apiRequest, errorMessage } from '../lib/api-client';

// The signed-in user's notifications and every call that reads or changes them. The state is a few
// small atoms: the list as the server last gave it, the server's unread count, and the changes sent
// but not answered yet. What the page and the account menu show is derived from them, so a change
// shows at once, the unread count follows from it, and a change the server refuses is dropped on
// its own, leaving every other change (sent before or after it) in place.

export type NotificationFilter = 'all' | 'unread';

/** A change to the list, shown at once and kept until the server answers. */
interface PendingChange {
  id: number;
  apply: (items: NotificationView[]) => NotificationView[];
}

const $filter = atom<NotificationFilter>('all');
const $status = atom<'loading' | 'ready' | 'error'>('loading');
const $loadError = atom('');
/** The notifications shown, as the server last answered (pages loaded so far). */
const $loaded = atom<NotificationView[]>([]);
const $nextCursor = atom<string | null>(null);
const $loadingMore = atom(false);
/** The unread count of all the user's notifications, as the server last said; null until asked. */
const $serverUnread = atom<number | null>(null);
const $pending = atom<PendingChange[]>([]);

const unread = (items: readonly NotificationView[]) => items.filter((n) => !n.read).length;

/** The list with every pending change applied, and how much those changes moved the unread count. */
const $shown = computed([$loaded, $pending], (loaded, pending) =>
  pending.reduce(
    ({ items, unreadDelta }, change) => {
      const next = change.apply(items);
      return { items: next, unreadDelta: unreadDelta + unread(next) - unread(items) };
    },
    { items: loaded, unreadDelta: 0 },
  ),
);

/** The unread count the account menu and the page show: the server's, moved by the pending changes. */
export const $unreadCount = computed([$serverUnread, $shown], (server, shown) =>
  server === null ? null : Math.max(0, server + shown.unreadDelta),
);

/** What the notifications page shows. */
export const $notifications = computed(
  [$status, $filter, $shown, $nextCursor, $unreadCount, $loadingMore, $loadError],
  (status, filter, shown, nextCursor, unreadCount, loadingMore, error) => ({
    status,
    filter,
    items: shown.items,
    nextCursor,
    unreadCount: unreadCount ?? 0,
    loadingMore,
    error,
  }),
);

const PAGE_SIZE = 20;
const query = (filter: NotificationFilter, cursor: string | null) =>
  `/notifications?filter=${filter}&limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export function loadNotifications(filter: NotificationFilter = $filter.get()): Promise<void> {
  return task(async () => {
    $filter.set(filter);
    $status.set('loading');
    $loadError.set('');
    $loaded.set([]);
    $pending.set([]);
    $nextCursor.set(null);
    $loadingMore.set(false);
    try {
      const page = await apiRequest<NotificationPage>(query(filter, null));
      $loaded.set(page.notifications);
      $nextCursor.set(page.nextCursor);
      $serverUnread.set(page.unreadCount);
      $status.set('ready');
    } catch (err) {
      $loadError.set(errorMessage(err));
      $status.set('error');
    }
  });
}

export function loadMoreNotifications(): Promise<void> {
  return task(async () => {
    const cursor = $nextCursor.get();
    if (!cursor || $loadingMore.get()) return;
    $loadingMore.set(true);
    try {
      const page = await apiRequest<NotificationPage>(query($filter.get(), cursor));
      const known = new Set($loaded.get().map((n) => n.id));
      $loaded.set([...$loaded.get(), ...page.notifications.filter((n) => !known.has(n.id))]);
      $nextCursor.set(page.nextCursor);
      $serverUnread.set(page.unreadCount);
    } catch (err) {
      throw new Error(`More notifications could not be loaded: ${errorMessage(err)}`, { cause: err });
    } finally {
      $loadingMore.set(false);
    }
  });
}

let changes = 0;

/**
 * Shows a change at once, then asks the server. When it answers, the change joins the loaded list
 * and the server's unread count is taken as the truth; when it refuses, only this change is
 * dropped, and the error says so.
 */
function optimistic(apply: PendingChange['apply'], path: string, body: unknown, failure: string): Promise<void> {
  return task(async () => {
    const change = { id: ++changes, apply };
    const withoutIt = () => $pending.get().filter((c) => c.id !== change.id);
    $pending.set([...$pending.get(), change]);
    try {
      const result = await apiRequest<NotificationsChanged>(path, { method: 'POST', body });
      $loaded.set(apply($loaded.get()));
      $pending.set(withoutIt());
      $serverUnread.set(result.unreadCount);
    } catch (err) {
      $pending.set(withoutIt());
      throw new Error(`${failure}: ${errorMessage(err)} Nothing was changed.`, { cause: err });
    }
  });
}

/** Marks notifications read or unread; under the "unread" filter, read ones leave the list. */
const setRead = (ids: ReadonlySet<string>, read: boolean, filter: NotificationFilter) => (items: NotificationView[]) =>
  items.map((n) => (ids.has(n.id) ? { ...n, read } : n)).filter((n) => filter === 'all' || !n.read);

export const markRead = (ids: string[]) =>
  optimistic(setRead(new Set(ids), true, $filter.get()), '/notifications/read', { ids }, 'Could not mark as read');
export const markUnread = (ids: string[]) =>
  optimistic(setRead(new Set(ids), false, $filter.get()), '/notifications/unread', { ids }, 'Could not mark as unread');
export const markAllRead = () => {
  const filter = $filter.get();
  return optimistic(
    (items) => items.map((n) => ({ ...n, read: true })).filter(() => filter === 'all'),
    '/notifications/read',
    { all: true },
    'Could not mark all as read',
  );
};
export const deleteNotifications = (ids: string[]) => {
  const gone = new Set(ids);
  return optimistic((items) => items.filter((n) => !gone.has(n.id)), '/notifications/delete', { ids }, 'Could not delete');
};

/** For the account menu: the unread count, asked once per page. */
export function loadUnreadCount(): Promise<void> {
  return task(async () => {
    try {
      $serverUnread.set((await apiRequest<UnreadCount>('/notifications/unread-count')).unreadCount);
    } catch {
      $serverUnread.set(null); // the menu then shows no count rather than a wrong one
    }
  });
}

export async function unsubscribe(token: string): Promise<string> {
  return task(async () => (await apiRequest<Unsubscribed>('/notifications/unsubscribe', { method: 'POST', body: { token } })).message);
}
