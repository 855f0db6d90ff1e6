// The notifications centre, without React (docs/decisions.md, Islands and their first-load
// JavaScript): filter, select, mark read or unread, delete, load more. It renders the
// notifications store (src/stores/notifications.ts) into the page's slot on every change; the
// element that had focus (named by `data-key`) has it again after each render, so keyboard use
// carries on where it was.
import type { NotificationView } from '../../../functions/features/notifications/notifications.schemas';
import { $auth } from '../../stores/auth';
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
import { h, redrawKeepingFocus, type Child } from '../dom';
import { followSession } from '../account/signed-in-page';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const button = (key: string, label: Child[], onclick: () => void, attrs: Record<string, unknown> = {}) =>
  h('button', { type: 'button', class: 'button button-small', 'data-key': key, onclick, ...attrs }, ...label);
const named = (title: string) => h('span', { class: 'visually-hidden' }, ` “${title}”`);

export function mountNotificationsPage(slot: HTMLElement) {
  let selected = new Set<string>();
  let error = '';

  const render = () => redrawKeepingFocus(slot, () => slot.replaceChildren(view()));
  const run = async (action: () => Promise<void>) => {
    error = '';
    render();
    try {
      await action();
    } catch (err) {
      error = (err as Error).message;
    }
    render();
  };
  /** A bulk action applies to the selection, which is then cleared (kept when the action fails). */
  const runOnSelection = (action: (ids: string[]) => Promise<void>) =>
    run(async () => {
      await action([...selected]);
      selected = new Set();
    });
  const toggle = (id: string) => {
    if (!selected.delete(id)) selected.add(id);
    render();
  };

  function item(n: NotificationView) {
    const title = n.link ? h('a', { href: n.link }, n.title) : h('strong', {}, n.title);
    const created = new Date(n.createdAt);
    return h(
      'li',
      { class: `notification${n.read ? '' : ' notification-unread'}` },
      h('input', {
        type: 'checkbox',
        'data-key': `select-${n.id}`,
        checked: selected.has(n.id),
        'aria-label': `Select “${n.title}”`,
        onchange: () => toggle(n.id),
      }),
      h(
        'div',
        { class: 'notification-text' },
        h('p', { class: 'notification-title' }, !n.read && h('span', { class: 'badge badge-new' }, 'New'), ' ', title),
        h('p', {}, n.body),
        h('p', { class: 'muted' }, h('time', { datetime: created.toISOString() }, when.format(created))),
      ),
      h(
        'div',
        { class: 'notification-actions' },
        n.read
          ? button(`read-${n.id}`, ['Mark unread', named(n.title)], () => void run(() => markUnread([n.id])))
          : button(`read-${n.id}`, ['Mark read', named(n.title)], () => void run(() => markRead([n.id]))),
        button(`delete-${n.id}`, ['Delete', named(n.title)], () => void run(() => deleteNotifications([n.id]))),
      ),
    );
  }

  function view(): Node {
    const state = $notifications.get();
    if ($auth.get().status !== 'signed-in' || state.status === 'loading')
      return h('p', { class: 'muted', role: 'status' }, 'Loading your notifications…');
    if (state.status === 'error') return h('div', { class: 'form-alert form-alert-error', role: 'alert' }, state.error);
    const none = selected.size === 0;
    const allSelected = state.items.length > 0 && state.items.every((n) => selected.has(n.id));
    const showFilter = (filter: NotificationFilter) => {
      selected = new Set();
      void loadNotifications(filter);
    };
    return h(
      'div',
      { class: 'notifications' },
      h(
        'div',
        { class: 'notifications-toolbar' },
        h(
          'div',
          { role: 'group', 'aria-label': 'Show' },
          ...(['all', 'unread'] as const).map((filter) =>
            button(`filter-${filter}`, [filter === 'all' ? 'All' : `Unread (${state.unreadCount})`], () => showFilter(filter), {
              'aria-pressed': String(state.filter === filter),
            }),
          ),
        ),
        button('mark-all', ['Mark all read'], () => void run(markAllRead), { disabled: state.unreadCount === 0 }),
      ),
      error && h('div', { class: 'form-alert form-alert-error', role: 'alert' }, error),
      ...(state.items.length === 0
        ? [h('p', { class: 'notifications-empty' }, 'No notifications found')]
        : [
            h(
              'div',
              { class: 'notifications-toolbar' },
              h(
                'label',
                {},
                h('input', {
                  type: 'checkbox',
                  'data-key': 'select-all',
                  checked: allSelected,
                  onchange: () => {
                    selected = allSelected ? new Set() : new Set(state.items.map((n) => n.id));
                    render();
                  },
                }),
                ' Select all visible',
              ),
              h('span', { class: 'muted', 'aria-live': 'polite' }, none ? '' : `${selected.size} selected`),
              button('bulk-read', ['Mark selected read'], () => void runOnSelection(markRead), { disabled: none }),
              button('bulk-unread', ['Mark selected unread'], () => void runOnSelection(markUnread), { disabled: none }),
              button('bulk-delete', ['Delete selected'], () => void runOnSelection(deleteNotifications), {
                class: 'button button-small button-danger',
                disabled: none,
              }),
            ),
            h('ul', { class: 'notification-list' }, ...state.items.map(item)),
            state.nextCursor &&
              h(
                'button',
                {
                  type: 'button',
                  class: 'button',
                  'data-key': 'more',
                  disabled: state.loadingMore,
                  onclick: () => void run(loadMoreNotifications),
                },
                state.loadingMore ? 'Loading…' : 'Load more',
              ),
          ]),
    );
  }

  followSession({ load: () => void loadNotifications('all'), render });
  $notifications.subscribe((state) => {
    // Selection only ever holds notifications that are still shown.
    const shown = new Set(state.items.map((n) => n.id));
    selected = new Set([...selected].filter((id) => shown.has(id)));
    render();
  });
}
