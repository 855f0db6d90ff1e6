import type { SupportRequestView } from './support.schemas';

export interface SupportRow {
  id: string;
  user_id?: string | null;
  email: string;
  category: SupportRequestView['category'];
  subject: string;
  message: string;
  priority: number;
  respond_by: number;
  status: SupportRequestView['status'];
  answer: string | null;
  answered_at: number | null;
  created_at: number;
}

export async function requestsOf(db: D1Database, userId: string): Promise<SupportRow[]> {
  return (
    await db.prepare('SELECT * FROM support_requests WHERE user_id = ? ORDER BY created_at DESC LIMIT 50').bind(userId).all<SupportRow>()
  ).results;
}

export const insertRequest = (db: D1Database, r: SupportRow, userId: string | null) =>
  db
    .prepare(
      'INSERT INTO support_requests (id, user_id, email, category, subject, message, priority, respond_by, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(r.id, userId, r.email, r.category, r.subject, r.message, r.priority, r.respond_by, r.status, r.created_at)
    .run();

/** The desk's queue: open requests, priority first, then the earliest deadline (its index). */
export async function openQueue(db: D1Database): Promise<SupportRow[]> {
  return (
    await db.prepare("SELECT * FROM support_requests WHERE status = 'open' ORDER BY priority DESC, respond_by LIMIT 50").all<SupportRow>()
  ).results;
}

/** Records the desk's answer to an open request; the answered row, or null when it is not open. */
export const answerRequest = (db: D1Database, id: string, answer: string, now: number) =>
  db
    .prepare("UPDATE support_requests SET status = 'answered', answer = ?, answered_at = ? WHERE id = ? AND status = 'open' RETURNING *")
    .bind(answer, now, id)
    .first<SupportRow>();

export async function requestExists(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM support_requests WHERE id = ?').bind(id).first()) !== null;
}
