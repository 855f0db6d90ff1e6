export interface CertificateRow {
  id: string;
  user_id: string;
  journey_id: string;
  holder_name: string;
  journey_title: string;
  completed_at: number;
  issued_at: number;
  revoked_at: number | null;
}

export const findCertificate = (db: D1Database, id: string) =>
  db.prepare('SELECT * FROM certificates WHERE id = ?').bind(id).first<CertificateRow>();

export async function listCertificates(db: D1Database, userId: string): Promise<CertificateRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM certificates WHERE user_id = ? ORDER BY issued_at DESC, id')
    .bind(userId)
    .all<CertificateRow>();
  return results;
}

/** Inserts a certificate; false when a live one for the journey exists already (the unique index decides). */
export async function insertCertificate(db: D1Database, row: Omit<CertificateRow, 'revoked_at'>): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO certificates (id, user_id, journey_id, holder_name, journey_title, completed_at, issued_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(row.id, row.user_id, row.journey_id, row.holder_name, row.journey_title, row.completed_at, row.issued_at)
    .run();
  return result.meta.changes === 1;
}

/** Revokes one of the user's live certificates: the revoked row, or null when there is none by that id. */
export const revokeCertificate = (db: D1Database, userId: string, id: string, now: number) =>
  db
    .prepare('UPDATE certificates SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL RETURNING *')
    .bind(now, id, userId)
    .first<CertificateRow>();

/** The completion time of each of the user's completed lessons in a journey. */
export async function completedLessons(db: D1Database, userId: string, journeyId: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT lesson_id, completed_at FROM learning_progress WHERE user_id = ? AND journey_id = ? AND is_completed = 1')
    .bind(userId, journeyId)
    .all<{ lesson_id: string; completed_at: number | null }>();
  return new Map(results.map((r) => [r.lesson_id, r.completed_at ?? 0]));
}
