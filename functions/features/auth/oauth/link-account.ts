import type { OAuthErrorCode } from '../../../../src/lib/account/oauth-errors';
import { deleteUserSessions } from '../session.repo';
import { findUserByEmail, insertUser, markEmailVerified, updatePasswordHash } from '../users.repo';
import { findLinkedUserId, linkOAuthAccount } from './oauth.repo';
import type { ProviderName } from './oauth-providers';
import type { ProviderProfile } from './oauth-profiles';

export type LinkResult = { userId: string } | { error: OAuthErrorCode };

/**
 * Finds or creates the account for a provider identity:
 * 1. an identity linked before signs in to its account;
 * 2. an address the provider has verified links to the account with that address;
 * 3. otherwise a new account is created. An address the provider has not verified never links
 *    to an existing account (anyone can add an unverified address at some providers).
 * When step 2 links to an account whose address was never confirmed, its password is removed and
 * its sessions end: someone else may have registered the address first (account pre-hijacking).
 */
export async function findOrCreateUser(db: D1Database, provider: ProviderName, profile: ProviderProfile, now: number): Promise<LinkResult> {
  const linked = await findLinkedUserId(db, provider, profile.providerUserId);
  if (linked) return { userId: linked };
  const email = profile.email;
  if (!email) return { error: 'email_missing' };
  const link = (userId: string) => linkOAuthAccount(db, { provider, providerUserId: profile.providerUserId, userId, email, now });

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!profile.emailVerified) return { error: 'email_unverified' };
    if (!existing.user.emailVerified) {
      await updatePasswordHash(db, existing.user.id, null, now);
      await deleteUserSessions(db, existing.user.id);
      await markEmailVerified(db, existing.user.id, now);
    }
    await link(existing.user.id);
    return { userId: existing.user.id };
  }

  const userId = crypto.randomUUID();
  const created = await insertUser(db, {
    id: userId,
    email,
    emailVerified: profile.emailVerified,
    passwordHash: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.firstName || (email.split('@')[0] ?? '').slice(0, 50),
    now,
  });
  // Lost a race with another sign-up of the same address: decide again with the row that won.
  if (!created) return findOrCreateUser(db, provider, profile, now);
  await link(userId);
  return { userId };
}
