/** Runs a real query so the health check proves the database answers. */
export async function pingDatabase(db: D1Database): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok').first<{ ok: number }>();
  return row?.ok === 1;
}
