import type { Vote } from '../../../src/lib/help/vote-reasons';

/** The voter's votes by question id. */
export async function votesOf(db: D1Database, voter: string): Promise<Record<string, Vote>> {
  const { results } = await db
    .prepare('SELECT question_id, helpful, reason FROM faq_votes WHERE voter = ?')
    .bind(voter)
    .all<{ question_id: string; helpful: number; reason: Vote['reason'] }>();
  return Object.fromEntries(results.map((r) => [r.question_id, { helpful: r.helpful === 1, reason: r.reason }]));
}

/**
 * One vote per question and voter: a new vote replaces the old one. An anonymous voter also names
 * their network of the day (`network`): another browser's vote from that network on that day is
 * replaced too, so clearing the voter cookie never adds a vote. Both statements run as one batch.
 */
export const saveVote = (
  db: D1Database,
  questionId: string,
  who: { voter: string; userId: string | null; network: string | null },
  vote: { helpful: boolean; reason?: Vote['reason'] },
  now: number,
) =>
  db.batch([
    db.prepare('DELETE FROM faq_votes WHERE question_id = ? AND network = ? AND voter != ?').bind(questionId, who.network, who.voter),
    db
      .prepare(
        `INSERT INTO faq_votes (question_id, voter, user_id, helpful, reason, updated_at, network) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (question_id, voter) DO UPDATE SET helpful = excluded.helpful, reason = excluded.reason,
           updated_at = excluded.updated_at, network = excluded.network`,
      )
      .bind(questionId, who.voter, who.userId, vote.helpful ? 1 : 0, vote.reason ?? null, now, who.network),
  ]);
