/** Inserts a throw-away user for browser tests (no password: it can only sign in through the test route). */
export async function insertTestUser(
  db: D1Database,
  u: { id: string; email: string; firstName: string; lastName: string; displayName: string; timeZone: string; profileVisibility: 'public' | 'private'; now: number },
) {
  await db
    .prepare(
      'INSERT INTO users (id, email, email_verified, first_name, last_name, display_name, time_zone, profile_visibility, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(u.id, u.email, u.firstName, u.lastName, u.displayName, u.timeZone, u.profileVisibility, u.now, u.now)
    .run();
}
