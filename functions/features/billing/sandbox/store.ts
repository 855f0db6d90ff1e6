// The local sandbox's records: Stripe-shaped objects as JSON in one D1 table. Only the sandbox
// provider and its development routes use it (never in production).

/** What kind of object a stored record is. */
export type SandboxKind = 'customer' | 'checkout_session' | 'payment_method' | 'subscription' | 'invoice' | 'refund' | 'idempotency';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

export async function readObject<T>(db: D1Database, id: string, kind: SandboxKind): Promise<T | null> {
  const row = await db
    .prepare('SELECT data FROM billing_sandbox_objects WHERE id = ? AND kind = ?')
    .bind(id, kind)
    .first<{ data: string }>();
  return row ? (JSON.parse(row.data) as T) : null;
}

export async function writeObject(db: D1Database, kind: SandboxKind, object: { id: string }, customerId: string | null, now: number) {
  await db
    .prepare(
      `INSERT INTO billing_sandbox_objects (id, kind, customer_id, data, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
    )
    .bind(object.id, kind, customerId, JSON.stringify(object), now)
    .run();
}

export async function objectsOf<T>(db: D1Database, customerId: string, kind: SandboxKind): Promise<T[]> {
  const { results } = await db
    .prepare('SELECT data FROM billing_sandbox_objects WHERE customer_id = ? AND kind = ? ORDER BY created_at, id')
    .bind(customerId, kind)
    .all<{ data: string }>();
  return results.map((r) => JSON.parse(r.data) as T);
}

/**
 * Runs a mutating call once per idempotency key, as Stripe does: a repeated key returns the first
 * call's result without doing the work again.
 */
export async function once<T>(db: D1Database, key: string, now: number, work: () => Promise<T>): Promise<T> {
  const id = `idem:${key}`;
  const seen = await readObject<{ id: string; result: T }>(db, id, 'idempotency');
  if (seen) return seen.result;
  const result = await work();
  await writeObject(db, 'idempotency', { id, result } as { id: string; result: T }, null, now);
  return result;
}
