import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from '../use-hydrated';

/**
 * A store's value that equals `initial` during hydration, then follows the store. Islands
 * hydrate one after another, so a store may already have moved on (the session resolved) when a
 * later island hydrates; rendering the server's value first keeps hydration consistent.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, initial: T): T {
  const value = useStore(store);
  return useHydrated() ? value : initial;
}
