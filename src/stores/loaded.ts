/** Data a store loads from the API: still loading, ready, or failed with a message to show. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: string };
