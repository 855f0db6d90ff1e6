// The provider events we applied, by id: what makes every delivery of an event apply it once.

/** Whether a provider event was applied already. */
export async function eventSeen(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM billing_events WHERE id = ?').bind(eventId).first()) !== null;
}

/** Records an event as applied; in the same batch as its change, so both happen or neither. */
export const recordEventStatement = (db: D1Database, e: { id: string; type: string; createdAt: number; now: number }) =>
  db.prepare('INSERT INTO billing_events (id, type, created_at, received_at) VALUES (?, ?, ?, ?)').bind(e.id, e.type, e.createdAt, e.now);
