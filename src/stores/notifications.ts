import { atom, task } from 'nanostores';
import { apiRequest, errorMessage } from '../lib/api-client';
import type {
  NotificationPage,
  NotificationView,
  NotificationsChanged,
  UnreadCount,
  Unsubscribed,
} from '../../functions/features/notifications/notifications.schemas';

/**
 * The signed-in user's notifications and every call that reads or changes them. Changes are shown
 * at once and rolled back, with a message, when the server refuses them.
 */
export type NotificationFilter = 'all' | 'unread';

export interface NotificationsState {
  status: 'loading' | 'ready' | 'error';
  filter: NotificationFilter;
  items: NotificationView[];
  nextCursor: string | null;
  unreadCount: number;
  loadingMore: boolean;
  error: string;
}

const INITIAL: NotificationsState = {
  status: 'loading',
  filter: 'all',
  items: [],
  nextCursor: null,
  unreadCount: 0,
  loadingMore: false,
  error: '',
};
export const $notifications = atom<NotificationsState>(INITIAL);
/** The unread count the account menu shows (kept in step with the page's changes). */
export const $unreadCount = atom<number | null>(null);

const PAGE_SIZE = 20;
const query = (filter: NotificationFilter, cursor: string | null) =>
  `/notifications?filter=${filter}&limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export function loadNotifications(filter: NotificationFilter = $notifications.get().filter): Promise<void> {
  return task(async () => {
    $notifications.set({ ...INITIAL, filter });
    try {
      const page = await apiRequest<NotificationPage>(query(filter, null));
      $notifications.set({
        ...INITIAL,
        status: 'ready',
        filter,
        items: page.notifications,
        nextCursor: page.nextCursor,
        unreadCount: page.unreadCount,
      });
      $unreadCount.set(page.unreadCount);
    } catch (err) {
      $notifications.set({ ...INITIAL, status: 'error', filter, error: errorMessage(err) });
    }
  });
}

export function loadMoreNotifications(): Promise<void> {
  return task(async () => {
    const state = $notifications.get();
    if (!state.nextCursor || state.loadingMore) return;
    $notifications.set({ ...state, loadingMore: true });
    try {
      const page = await apiRequest<NotificationPage>(query(state.filter, state.nextCursor));
      const current = $notifications.get();
      const known = new Set(current.items.map((n) => n.id));
      $notifications.set({
        ...current,
        items: [...current.items, ...page.notifications.filter((n) => !known.has(n.id))],
        nextCursor: page.nextCursor,
        unreadCount: page.unreadCount,
        loadingMore: false,
      });
      $unreadCount.set(page.unreadCount);
    } catch (err) {
      $notifications.set({ ...$notifications.get(), loadingMore: false });
      throw new Error(`More notifications could not be loaded: ${errorMessage(err)}`, { cause: err });
    }
  });
}

/**
 * Applies a change to the shown list at once, then asks the server; on failure the list returns to
 * what it was and the error says so. The server's unread count is taken as the truth afterwards.
 */
function optimistic(
  change: (items: NotificationView[]) => NotificationView[],
  path: string,
  body: unknown,
  failure: string,
): Promise<void> {
  return task(async () => {
    const before = $notifications.get();
    const items = change(before.items);
    const unreadCount = Math.max(0, before.unreadCount + items.filter((n) => !n.read).length - before.items.filter((n) => !n.read).length);
    $notifications.set({ ...before, items, unreadCount });
    $unreadCount.set(unreadCount);
    try {
      const result = await apiRequest<NotificationsChanged>(path, { method: 'POST', body });
      $notifications.set({ ...$notifications.get(), unreadCount: result.unreadCount });
      $unreadCount.set(result.unreadCount);
    } catch (err) {
      $notifications.set(before);
      $unreadCount.set(before.unreadCount);
      throw new Error(`${failure}: ${errorMessage(err)} Nothing was changed.`, { cause: err });
    }
  });
}

const setRead = (ids: Set<string>, read: boolean) => (items: NotificationView[]) =>
  items.map((n) => (ids.has(n.id) ? { ...n, read } : n)).filter((n) => read === false || $notifications.get().filter === 'all' || !n.read);

export const markRead = (ids: string[]) =>
  optimistic(setRead(new Set(ids), true), '/notifications/read', { ids }, 'Could not mark as read');
export const markUnread = (ids: string[]) =>
  optimistic(setRead(new Set(ids), false), '/notifications/unread', { ids }, 'Could not mark as unread');
export const markAllRead = () =>
  optimistic(
    (items) => items.map((n) => ({ ...n, read: true })).filter(() => $notifications.get().filter === 'all'),
    '/notifications/read',
    { all: true },
    'Could not mark all as read',
  );
export const deleteNotifications = (ids: string[]) => {
  const gone = new Set(ids);
  return optimistic((items) => items.filter((n) => !gone.has(n.id)), '/notifications/delete', { ids }, 'Could not delete');
};

/** For the account menu: the unread count, asked once per page. */
export function loadUnreadCount(): Promise<void> {
  return task(async () => {
    try {
      $unreadCount.set((await apiRequest<UnreadCount>('/notifications/unread-count')).unreadCount);
    } catch {
      $unreadCount.set(null); // the menu then shows no count rather than a wrong one
    }
  });
}

export async function unsubscribe(token: string): Promise<string> {
  return task(async () => (await apiRequest<Unsubscribed>('/notifications/unsubscribe', { method: 'POST', body: { token } })).message);
}
