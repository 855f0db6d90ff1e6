import { safeNextPath } from '../../lib/account/next-path';

const KEY = 'atlas-after-sign-in';

/**
 * Social sign-in leaves the site and comes back to /auth/callback, which reads nothing but
 * `error` from its address; the page to return to is kept in this tab's session storage.
 */
export function rememberNextPath(next: string | null) {
  try {
    sessionStorage.setItem(KEY, safeNextPath(next));
  } catch {
    // Storage can be unavailable (private modes); the callback then goes to the default page.
  }
}

/** The remembered page (checked again, since storage is writable by any script on the site). */
export function takeRememberedNextPath(): string {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeNextPath(value);
  } catch {
    return safeNextPath(null);
  }
}

/** The `next` parameter of the current address. */
export const nextFromAddress = () => new URLSearchParams(window.location.search).get('next');
