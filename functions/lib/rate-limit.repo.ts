import { firstOf, unguarded, type WriteGuard } from './d1';

/**
 * Counts one hit in a fixed window and returns the new total. The count is one upsert with
 * RETURNING, so two isolates counting at once never lose a hit (D1 runs each statement atomically);
 * the bucket's finished windows go in the same statement, when it inserts a window's first hit
 * (the trigger of migration 0045), so the table stays small.
 */
export async function countHitInWindow(db: D1Database, bucket: string, windowStart: number): Promise<number> {
  return hitsCounted(await countHitStatement(db, bucket, windowStart).all());
}

/**
 * The statement of countHitInWindow, for a caller's own batch; its result is the count (hitsCounted).
 * A guard (the batch's check of its session) can stop the count too: then it counts nothing and
 * answers no row. (INSERT … SELECT needs its WHERE before ON CONFLICT, or SQLite cannot parse it.)
 */
export function countHitStatement(db: D1Database, bucket: string, windowStart: number, guard: WriteGuard = unguarded): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) SELECT ?1, ?2, 1 WHERE ${guard.sql(3)}
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(bucket, windowStart, ...guard.values);
}

/** The window's total from the result of countHitStatement. */
export const hitsCounted = (counted: D1Result<unknown> | undefined): number => firstOf<{ hits: number }>(counted)?.hits ?? 1;

/**
 * The condition for a write in the same batch as countHitStatement, after it: the window's hits,
 * this one included, are within `max`. Over the limit, every write so guarded does nothing.
 */
export function withinLimit(bucket: string, windowStart: number, max: number): WriteGuard {
  return {
    sql: (first) => `(SELECT hits FROM rate_limits WHERE bucket = ?${first} AND window_start = ?${first + 1}) <= ?${first + 2}`,
    values: [bucket, windowStart, max],
  };
}

/** Takes one hit back from each window, in one batch; never below zero. */
export async function takeBackHits(db: D1Database, windows: { bucket: string; windowStart: number }[]) {
  const statement = db.prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE bucket = ? AND window_start = ?');
  await db.batch(windows.map(({ bucket, windowStart }) => statement.bind(bucket, windowStart)));
}
