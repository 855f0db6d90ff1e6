import { task, type WritableAtom } from 'nanostores';
import { errorMessage } from '../lib/api-client';

/** Data a store loads from the API: still loading, ready, or failed with a message to show. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: string };

/**
 * Loads data into a store's atom as a nanostores task (so tests can wait with allTasks()): ready
 * with the data, or failed with the message to show. Every store that loads one thing uses it.
 */
export function loadInto<T>(store: WritableAtom<Loaded<T>>, load: () => Promise<T>): Promise<void> {
  return task(async () => {
    try {
      store.set({ status: 'ready', data: await load() });
    } catch (err) {
      store.set({ status: 'error', error: errorMessage(err) });
    }
  });
}
