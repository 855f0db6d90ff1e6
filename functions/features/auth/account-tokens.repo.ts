export async function insertVerificationToken(
  db: D1Database,
  t: { hash: string; userId: string; email: string; now: number; expiresAt: number },
) {
  await db
    .prepare('INSERT INTO email_verification_tokens (token_hash, user_id, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(t.hash, t.userId, t.email, t.now, t.expiresAt)
    .run();
}

/** Deletes and returns a verification token in one statement, so a token can be used only once. */
export async function consumeVerificationToken(db: D1Database, hash: string) {
  return db
    .prepare('DELETE FROM email_verification_tokens WHERE token_hash = ? RETURNING user_id, email, expires_at')
    .bind(hash)
    .first<{ user_id: string; email: string; expires_at: number }>();
}

export async function deleteVerificationTokens(db: D1Database, userId: string) {
  await db.prepare('DELETE FROM email_verification_tokens WHERE user_id = ?').bind(userId).run();
}

export async function insertResetToken(db: D1Database, t: { hash: string; userId: string; now: number; expiresAt: number }) {
  await db
    .prepare('INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(t.hash, t.userId, t.now, t.expiresAt)
    .run();
}

/** Deletes and returns a reset token in one statement (single use even under concurrent requests). */
export async function consumeResetToken(db: D1Database, hash: string) {
  return db
    .prepare('DELETE FROM password_reset_tokens WHERE token_hash = ? RETURNING user_id, expires_at')
    .bind(hash)
    .first<{ user_id: string; expires_at: number }>();
}

export async function deleteResetTokens(db: D1Database, userId: string) {
  await db.prepare('DELETE FROM password_reset_tokens WHERE user_id = ?').bind(userId).run();
}
