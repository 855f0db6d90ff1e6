import type { ProviderName } from './oauth-providers';

export async function findLinkedUserId(db: D1Database, provider: ProviderName, providerUserId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT user_id FROM oauth_accounts WHERE provider = ? AND provider_user_id = ?')
    .bind(provider, providerUserId)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export async function linkOAuthAccount(
  db: D1Database,
  a: { provider: ProviderName; providerUserId: string; userId: string; email: string; now: number },
) {
  await db
    .prepare(
      'INSERT INTO oauth_accounts (provider, provider_user_id, user_id, email, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(a.provider, a.providerUserId, a.userId, a.email, a.now)
    .run();
}

/** The providers linked to a user, for the profile page. */
export async function listLinkedProviders(
  db: D1Database,
  userId: string,
): Promise<{ provider: ProviderName; email: string; createdAt: number }[]> {
  const { results } = await db
    .prepare('SELECT provider, email, created_at FROM oauth_accounts WHERE user_id = ? ORDER BY created_at')
    .bind(userId)
    .all<{ provider: ProviderName; email: string; created_at: number }>();
  return results.map((r) => ({ provider: r.provider, email: r.email, createdAt: r.created_at }));
}
