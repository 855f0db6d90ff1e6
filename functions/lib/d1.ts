/**
 * Reading D1 batch results. `db.batch` answers one result per statement, in order; these read one
 * of them by position without asserting that it is there (a missing result reads as no rows).
 */
export const rowsOf = <T>(result: D1Result<unknown> | undefined): T[] => (result?.results ?? []) as T[];

/** The first row of a batch result, or null. */
export const firstOf = <T>(result: D1Result<unknown> | undefined): T | null => rowsOf<T>(result)[0] ?? null;

/**
 * A condition a write's `WHERE` adds, with the values it binds: its SQL is written for numbered
 * parameters starting at `first`, so it fits after a statement's own `?1`…`?n`. A write guarded
 * this way does nothing when the condition is false, inside the same batch that settled it.
 */
export interface WriteGuard {
  sql: (first: number) => string;
  values: readonly (string | number)[];
}

/** The guard of a write that needs none. */
export const unguarded: WriteGuard = { sql: () => '1', values: [] };
