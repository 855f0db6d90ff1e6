/**
 * Reading D1 batch results. `db.batch` answers one result per statement, in order; these read one
 * of them by position without asserting that it is there (a missing result reads as no rows).
 */
export const rowsOf = <T>(result: D1Result<unknown> | undefined): T[] => (result?.results ?? []) as T[];

/** The first row of a batch result, or null. */
export const firstOf = <T>(result: D1Result<unknown> | undefined): T | null => rowsOf<T>(result)[0] ?? null;
