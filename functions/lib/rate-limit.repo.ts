/**
 * Counts one hit in a fixed window and returns the new total. One upsert with RETURNING, so two
 * isolates counting at once never lose a hit (D1 runs each statement atomically).
 */
export async function upsertHit(db: D1Database, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1) ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits',
    )
    .bind(bucket, windowStart)
    .first<{ hits: number }>();
  return row?.hits ?? 1;
}

/** Drops the finished windows of a bucket so the table stays small. */
export async function dropOldWindows(db: D1Database, bucket: string, before: number) {
  await db.prepare('DELETE FROM rate_limits WHERE bucket = ? AND window_start < ?').bind(bucket, before).run();
}

/** Takes one hit back from each window, in one batch; never below zero. */
export async function takeBackHits(db: D1Database, windows: { bucket: string; windowStart: number }[]) {
  const statement = db.prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE bucket = ? AND window_start = ?');
  await db.batch(windows.map(({ bucket, windowStart }) => statement.bind(bucket, windowStart)));
}
