// The account menu of the header, without React (docs/decisions.md, Islands and their first-load
// JavaScript): "Sign in" for visitors; for a signed-in user a disclosure button opening Profile,
// Notifications (with the unread count), Billing, Settings and Sign out. Escape closes it and
// returns focus to the button; a click elsewhere closes it. The page draws the "Account" link
// (AccountMenu.astro); this module replaces it once the session is known. It shares the auth and
// notifications stores with the page's islands.
import { errorMessage } from '../../lib/api-client';
import { $auth, logout, type AuthUser } from '../../stores/auth';
import { $unreadCount, loadUnreadCount } from '../../stores/notifications';

function link(className: string, href: string, text: string) {
  const a = document.createElement('a');
  if (className) a.className = className;
  a.href = href;
  a.textContent = text;
  return a;
}

function hidden(text: string) {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

/**
 * The signed-in menu; returns its root and a function that shows the unread count. Its listeners
 * on the document end with `signal` (when the session changes and the menu is drawn again).
 */
function signedInMenu(user: AuthUser, signal: AbortSignal) {
  const root = document.createElement('div');
  root.className = 'account-menu';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', 'account-menu-list');
  const badge = document.createElement('span');
  badge.className = 'badge badge-count';
  button.appendChild(hidden('Account menu for '));
  // The button keeps the width the page gave the account slot (global.css, Header): a long name
  // ends in an ellipsis on screen; the whole name stays in the button's accessible name.
  const name = document.createElement('span');
  name.className = 'account-name';
  name.textContent = user.displayName || user.firstName || user.email;
  button.appendChild(name);

  const list = document.createElement('ul');
  list.id = 'account-menu-list';
  list.className = 'account-menu-list';
  list.hidden = true;
  const notifications = link('', '/notifications', 'Notifications');
  const signOut = document.createElement('button');
  signOut.type = 'button';
  signOut.className = 'link-button';
  signOut.textContent = 'Sign out';
  for (const item of [
    link('', '/profile', 'Profile'),
    notifications,
    link('', '/billing', 'Billing'),
    link('', '/settings', 'Settings'),
    signOut,
  ]) {
    const li = document.createElement('li');
    li.appendChild(item);
    list.appendChild(li);
  }
  const error = document.createElement('p');
  error.className = 'field-error';
  error.setAttribute('role', 'alert');
  root.appendChild(button);
  root.appendChild(list);

  const setOpen = (open: boolean) => {
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        setOpen(false);
        button.focus();
      }
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (e) => {
      if (button.getAttribute('aria-expanded') === 'true' && !root.contains(e.target as Node)) setOpen(false);
    },
    { signal },
  );
  signOut.addEventListener('click', () => {
    error.remove();
    logout().then(
      () => window.location.assign('/'),
      (err: unknown) => {
        error.textContent = errorMessage(err, 'Sign-out failed. Please try again.');
        root.appendChild(error);
      },
    );
  });

  const showUnread = (unread: number | null) => {
    if (unread) {
      badge.replaceChildren(String(unread), hidden(' unread notifications'));
      button.appendChild(badge);
    } else badge.remove();
    notifications.textContent = unread ? `Notifications (${unread} unread)` : 'Notifications';
  };
  return { root, showUnread };
}

/** Fills the header's account slot and keeps it in step with the session and the unread count. */
export function mountAccountMenu(slot: HTMLElement) {
  let stopUnread: (() => void) | null = null;
  let drawn: AbortController | null = null;
  $auth.subscribe((auth) => {
    stopUnread?.();
    stopUnread = null;
    drawn?.abort();
    drawn = new AbortController();
    if (auth.status === 'loading') slot.replaceChildren(link('button', '/profile', 'Account'));
    else if (auth.status === 'signed-out') slot.replaceChildren(link('button', '/auth/login', 'Sign in'));
    else {
      const menu = signedInMenu(auth.user, drawn.signal);
      slot.replaceChildren(menu.root);
      if ($unreadCount.get() === null) void loadUnreadCount();
      stopUnread = $unreadCount.subscribe(menu.showUnread);
    }
  });
}
