/**
 * The salt of a UTC day, made on its first use: one upsert that returns what is stored, so two
 * isolates asking at once get the same salt (the second one's `fresh` is thrown away).
 */
export async function saltOfDay(db: D1Database, day: string, fresh: string): Promise<string> {
  const row = await db
    .prepare('INSERT INTO daily_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET day = excluded.day RETURNING salt')
    .bind(day, fresh)
    .first<{ salt: string }>();
  // The upsert always returns the stored row; D1 returning none would be a platform fault.
  if (!row) throw new Error('daily_salts upsert returned no row');
  return row.salt;
}
