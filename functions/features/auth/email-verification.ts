import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { verificationEmail } from '../email/account-emails';
import { deliverMail } from '../email/deliver';
import { siteOrigin } from '../../lib/site-url';
import { consumeVerificationToken, deleteVerificationTokens, insertVerificationToken } from './account-tokens.repo';
import { hashOneTimeToken, newOneTimeToken, VERIFICATION_TTL_MS } from './one-time-token';
import type { SessionUser } from './session.repo';
import { findUserById, markEmailVerified } from './users.repo';

/** Replaces any earlier verification link of the user with a fresh one and mails it. */
export async function sendVerificationEmail<E extends AppEnv>(c: Context<E>, user: Pick<SessionUser, 'id' | 'email' | 'firstName'>) {
  const db = c.env.DB;
  const origin = siteOrigin(c);
  const { token, hash } = newOneTimeToken();
  const now = c.get('now');
  await deleteVerificationTokens(db, user.id);
  await insertVerificationToken(db, { hash, userId: user.id, email: user.email, now, expiresAt: now + VERIFICATION_TTL_MS });
  const url = `${origin}/auth/verify-email?token=${token}`;
  await deliverMail(c, verificationEmail(user.email, user.id, user.firstName, url));
}

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This confirmation link is not valid or has expired. Sign in and ask for a new one.');

/** Uses up a verification token and marks the address verified; returns the user. */
export async function confirmEmail(db: D1Database, token: string, now: number) {
  const row = await consumeVerificationToken(db, hashOneTimeToken(token));
  if (!row || row.expires_at <= now) throw invalidLink();
  const found = await findUserById(db, row.user_id);
  if (!found || found.user.email.toLowerCase() !== row.email.toLowerCase()) throw invalidLink();
  await markEmailVerified(db, row.user_id, now);
  return { ...found.user, emailVerified: true };
}
