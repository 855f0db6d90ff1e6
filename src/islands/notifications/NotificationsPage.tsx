import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $notifications,
  deleteNotifications,
  loadMoreNotifications,
  loadNotifications,
  markAllRead,
  markRead,
  markUnread,
  type NotificationFilter,
} from '../../stores/notifications';
import { FormMessage } from '../forms/Field';
import { useSignedInUser } from '../account/use-signed-in-user';
import { NotificationItem } from './NotificationItem';

/** The notifications centre: filter, select, mark read or unread, delete, load more. */
export default function NotificationsPage() {
  const user = useSignedInUser();
  const state = useStore($notifications);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState('');

  useEffect(() => {
    if (user) void loadNotifications('all');
  }, [user?.id]);
  // Selection only ever holds notifications that are still shown.
  useEffect(() => {
    setSelected((current) => new Set(state.items.filter((n) => current.has(n.id)).map((n) => n.id)));
  }, [state.items]);

  async function run(action: () => Promise<void>) {
    setError('');
    try {
      await action();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  /** A bulk action applies to the selection, which is then cleared (kept when the action fails). */
  async function runOnSelection(action: (ids: string[]) => Promise<void>) {
    setError('');
    try {
      await action([...selected]);
      setSelected(new Set());
    } catch (err) {
      setError((err as Error).message);
    }
  }
  const allSelected = state.items.length > 0 && state.items.every((n) => selected.has(n.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const showFilter = (filter: NotificationFilter) => {
    setSelected(new Set());
    void loadNotifications(filter);
  };

  if (!user || state.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your notifications…
      </p>
    );
  if (state.status === 'error') return <FormMessage kind="error">{state.error}</FormMessage>;

  return (
    <div className="notifications">
      <div className="notifications-toolbar">
        <div role="group" aria-label="Show">
          {(['all', 'unread'] as const).map((filter) => (
            <button
              key={filter}
              type="button"
              className="button button-small"
              aria-pressed={state.filter === filter}
              onClick={() => showFilter(filter)}
            >
              {filter === 'all' ? 'All' : `Unread (${state.unreadCount})`}
            </button>
          ))}
        </div>
        <button type="button" className="button button-small" disabled={state.unreadCount === 0} onClick={() => run(markAllRead)}>
          Mark all read
        </button>
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      {state.items.length === 0 ? (
        <p className="notifications-empty">No notifications found</p>
      ) : (
        <>
          <div className="notifications-toolbar">
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(state.items.map((n) => n.id)))}
              />{' '}
              Select all visible
            </label>
            <span className="muted" aria-live="polite">
              {selected.size > 0 ? `${selected.size} selected` : ''}
            </span>
            <button type="button" className="button button-small" disabled={selected.size === 0} onClick={() => runOnSelection(markRead)}>
              Mark selected read
            </button>
            <button type="button" className="button button-small" disabled={selected.size === 0} onClick={() => runOnSelection(markUnread)}>
              Mark selected unread
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              disabled={selected.size === 0}
              onClick={() => runOnSelection(deleteNotifications)}
            >
              Delete selected
            </button>
          </div>
          <ul className="notification-list">
            {state.items.map((n) => (
              <NotificationItem key={n.id} notification={n} selected={selected.has(n.id)} onToggle={() => toggle(n.id)} onAction={run} />
            ))}
          </ul>
          {state.nextCursor && (
            <button type="button" className="button" disabled={state.loadingMore} onClick={() => run(loadMoreNotifications)}>
              {state.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
