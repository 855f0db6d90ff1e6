import { useStore } from '@nanostores/react';
import { $auth, type AuthState } from '../../stores/auth';
import { useHydrated } from '../use-hydrated';

const LOADING: AuthState = { status: 'loading', user: null };

/**
 * $auth for rendering. Islands hydrate one after another, so by the time one hydrates another may
 * already have loaded the user; its first render must still match the server HTML (loading), or
 * React throws the HTML away. After hydration it follows the store.
 */
export function useAuth(): AuthState {
  const auth = useStore($auth);
  return useHydrated() ? auth : LOADING;
}
