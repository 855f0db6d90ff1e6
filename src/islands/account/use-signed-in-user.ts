import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { signInPathFor } from '../../lib/account/next-path';
import { $auth, type AuthUser } from '../../stores/auth';

/**
 * For pages of signed-in users: returns the user, or null while the check runs. A visitor is sent
 * to sign in, with `next` pointing back here.
 */
export function useSignedInUser(): AuthUser | null {
  const auth = useStore($auth);
  useEffect(() => {
    if (auth.status === 'signed-out') {
      const { pathname, search, hash } = window.location;
      window.location.replace(signInPathFor(pathname + search + hash));
    }
  }, [auth.status]);
  return auth.status === 'signed-in' ? auth.user : null;
}
