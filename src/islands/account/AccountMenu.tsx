import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { logout } from '../../stores/auth';
import { useAuth } from './use-auth';

/**
 * The account menu of the header on pages that already load islands: "Sign in" for visitors; for
 * a signed-in user a disclosure button opening Profile, Settings and Sign out. Escape closes it
 * and returns focus to the button.
 */
export default function AccountMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

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
      </button>
      <ul id="account-menu-list" className="account-menu-list" hidden={!open}>
        <li>
          <a href="/profile">Profile</a>
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
