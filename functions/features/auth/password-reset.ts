import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { passwordResetEmail } from '../email/account-emails';
import { deliverMail } from '../email/deliver';
import { siteOrigin } from '../../lib/site-url';
import { consumeResetToken, deleteResetTokens, insertResetToken } from './account-tokens.repo';
import { hashOneTimeToken, newOneTimeToken, RESET_TTL_MS } from './one-time-token';
import { hashPassword } from './password';
import { deleteUserSessions } from './session.repo';
import { markEmailVerified, updatePasswordHash } from './users.repo';

/** Creates a one-hour reset link for a user and mails it. */
export async function sendPasswordReset<E extends AppEnv>(c: Context<E>, user: { id: string; email: string }, origin = siteOrigin(c)) {
  const { token, hash } = newOneTimeToken();
  const now = c.get('now');
  await insertResetToken(c.env.DB, { hash, userId: user.id, now, expiresAt: now + RESET_TTL_MS });
  await deliverMail(c, passwordResetEmail(user.email, user.id, `${origin}/auth/reset-password?token=${token}`));
}

/**
 * Sets a new password from a reset token. The token is used up first (single use), then every
 * other reset link and every session of the user ends: whoever knew the old password is out.
 * Following the emailed link proves the address, so it is marked verified too.
 */
export async function resetPasswordWithToken(db: D1Database, token: string, newPassword: string, now: number) {
  const row = await consumeResetToken(db, hashOneTimeToken(token));
  if (!row || row.expires_at <= now) {
    throw new ApiError(400, 'invalid_token', 'This reset link is not valid or has expired. Ask for a new one.');
  }
  await updatePasswordHash(db, row.user_id, await hashPassword(newPassword), now);
  await deleteResetTokens(db, row.user_id);
  await deleteUserSessions(db, row.user_id);
  await markEmailVerified(db, row.user_id, now);
}
