import { useEffect } from 'react';
import { signInPathFor } from '../../lib/account/next-path';
import type { AuthUser } from '../../stores/auth';
import { useAuth } from './use-auth';

/**
 * For pages of signed-in users: returns the user, or null while the check runs. A visitor is sent
 * to sign in, with `next` pointing back here.
 */
export function useSignedInUser({ redirect = true } = {}): AuthUser | null {
  const auth = useAuth();
  useEffect(() => {
    if (redirect && auth.status === 'signed-out') {
      const { pathname, search, hash } = window.location;
      window.location.replace(signInPathFor(pathname + search + hash));
    }
  }, [auth.status, redirect]);
  return auth.status === 'signed-in' ? auth.user : null;
}
