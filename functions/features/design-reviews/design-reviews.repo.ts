export interface DesignReviewRow {
  id: string;
  user_id: string;
  name: string;
  state: string;
  created_at: number;
  updated_at: number;
}

type SummaryRow = Omit<DesignReviewRow, 'state' | 'user_id'>;

export async function listReviews(db: D1Database, userId: string): Promise<SummaryRow[]> {
  const { results } = await db
    .prepare('SELECT id, name, created_at, updated_at FROM design_reviews WHERE user_id = ? ORDER BY updated_at DESC, id')
    .bind(userId)
    .all<SummaryRow>();
  return results;
}

/** One of the user's reviews; null when there is none by that id or it is someone else's. */
export const findReview = (db: D1Database, userId: string, id: string) =>
  db.prepare('SELECT * FROM design_reviews WHERE id = ? AND user_id = ?').bind(id, userId).first<DesignReviewRow>();

/**
 * Inserts a review unless the user already has `limit`: the count and the insert are one
 * statement, so two saves at once cannot both pass the check. False when the limit was reached.
 */
export async function insertReview(db: D1Database, row: DesignReviewRow, limit: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO design_reviews (id, user_id, name, state, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM design_reviews WHERE user_id = ?) < ?`,
    )
    .bind(row.id, row.user_id, row.name, row.state, row.created_at, row.updated_at, row.user_id, limit)
    .run();
  return result.meta.changes === 1;
}

/** Replaces the name and state of one of the user's reviews: the new row, or null when it is not theirs. */
export const updateReview = (db: D1Database, userId: string, id: string, change: { name: string; state: string; now: number }) =>
  db
    .prepare('UPDATE design_reviews SET name = ?, state = ?, updated_at = ? WHERE id = ? AND user_id = ? RETURNING *')
    .bind(change.name, change.state, change.now, id, userId)
    .first<DesignReviewRow>();

/** Deletes one of the user's reviews; false when it is not theirs. */
export async function deleteReview(db: D1Database, userId: string, id: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM design_reviews WHERE id = ? AND user_id = ?').bind(id, userId).run();
  return result.meta.changes === 1;
}
