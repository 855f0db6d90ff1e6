import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useStore } from '@nanostores/react';
import { logout } from '../../stores/auth';
import { $unreadCount, loadUnreadCount } from '../../stores/notifications';
import { useAuth } from './use-auth';

/**
 * The account menu of the header on pages that already load islands: "Sign in" for visitors; for
 * a signed-in user a disclosure button opening Profile, Notifications (with the unread count),
 * Billing, Settings and Sign out. Escape closes it and returns focus to the button.
 */
export default function AccountMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const unread = useStore($unreadCount);
  const signedIn = auth.status === 'signed-in';

  useEffect(() => {
    if (signedIn && $unreadCount.get() === null) void loadUnreadCount();
  }, [signedIn]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (auth.status === 'loading')
    return (
      <a className="button" href="/profile">
        Account
      </a>
    );
  if (auth.status === 'signed-out')
    return (
      <a className="button" href="/auth/login">
        Sign in
      </a>
    );

  async function signOut() {
    setError('');
    try {
      await logout();
      window.location.assign('/');
    } catch (err) {
      setError(errorMessage(err, 'Sign-out failed. Please try again.'));
    }
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">Account menu for </span>
        {auth.user.displayName || auth.user.firstName || auth.user.email}
        {unread ? (
          <span className="badge badge-count">
            {unread}
            <span className="visually-hidden"> unread notifications</span>
          </span>
        ) : null}
      </button>
      <ul id="account-menu-list" className="account-menu-list" hidden={!open}>
        <li>
          <a href="/profile">Profile</a>
        </li>
        <li>
          <a href="/notifications">Notifications{unread ? ` (${unread} unread)` : ''}</a>
        </li>
        <li>
          <a href="/billing">Billing</a>
        </li>
        <li>
          <a href="/settings">Settings</a>
        </li>
        <li>
          <button type="button" className="link-button" onClick={signOut}>
            Sign out
          </button>
        </li>
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
