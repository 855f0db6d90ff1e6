/**
 * Reading D1 batch results. `db.batch` answers one result per statement, in order; these read one
 * of them by position without asserting that it is there (a missing result reads as no rows).
 */
export const rowsOf = <T>(result: D1Result<unknown> | undefined): T[] => (result?.results ?? []) as T[];

/** The first row of a batch result, or null. */
export const firstOf = <T>(result: D1Result<unknown> | undefined): T | null => rowsOf<T>(result)[0] ?? null;

/**
 * A piece of SQL and the values it binds: its SQL is written for numbered parameters starting at
 * `first`, so it fits after a statement's own `?1`…`?n`.
 */
export interface SqlPart {
  sql: (first: number) => string;
  values: readonly (string | number)[];
}

/**
 * A condition a write's `WHERE` adds. A write guarded this way does nothing when the condition is
 * false, inside the same batch that settled it.
 */
export type WriteGuard = SqlPart;

/** The guard of a write that needs none. */
export const unguarded: WriteGuard = { sql: () => '1', values: [] };

/** A guard that holds only when every one of `guards` holds (their values in turn). */
export function allOf(...guards: WriteGuard[]): WriteGuard {
  const used = guards.filter((g) => g !== unguarded);
  const [only] = used;
  if (used.length <= 1) return only ?? unguarded;
  return {
    sql: (first) => {
      let next = first;
      return used
        .map((g) => {
          const sql = `(${g.sql(next)})`;
          next += g.values.length;
          return sql;
        })
        .join(' AND ');
    },
    values: used.flatMap((g) => g.values),
  };
}
