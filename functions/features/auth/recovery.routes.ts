import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { afterResponse } from '../../lib/after-response';
import { clientIp, enforceRateLimit } from '../../lib/rate-limit';
import { siteOrigin } from '../../lib/site-url';
import { AUTH_LIMITS } from './auth-limits';
import { confirmEmail, sendVerificationEmail } from './email-verification';
import { assertNotCommonPassword } from './new-password';
import { resetPasswordWithToken, sendPasswordReset } from './password-reset';
import { clearSessionCookie } from './session-cookie';
import { requireUser } from './session.middleware';
import { findUserByEmail } from './users.repo';
import { forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema, type EmailConfirmed } from './auth.schemas';
import type { MessageAnswer } from '../../lib/message';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/notify';

/** The one answer to every well-formed forgot-password request. */
export const FORGOT_ACCEPTED = 'If an account uses that email address, we have sent it a link to reset the password.';

/** Forgotten passwords and email verification: the flows that go through an emailed link. */
export const recoveryRoutes = new Hono<AppEnv>()
  .post('/forgot-password', async (c) => {
    const db = c.env.DB;
    await enforceRateLimit(db, AUTH_LIMITS.forgotPerIp, clientIp(c), c.get('now'));
    const { email } = await readJson(c, forgotPasswordSchema);
    await enforceRateLimit(db, AUTH_LIMITS.forgotPerEmail, email, c.get('now'));
    const origin = siteOrigin(c);
    // Looking the account up, writing a token and mailing happen after the answer, for known and
    // unknown addresses alike, so the response time cannot tell them apart.
    afterResponse(c, async () => {
      const found = await findUserByEmail(db, email);
      if (found) await sendPasswordReset(c, found.user, origin);
    });
    return c.json({ message: FORGOT_ACCEPTED } satisfies MessageAnswer, 202);
  })

  .post('/reset-password', async (c) => {
    await enforceRateLimit(c.env.DB, AUTH_LIMITS.resetPerIp, clientIp(c), c.get('now'));
    const { token, password } = await readJson(c, resetPasswordSchema);
    assertNotCommonPassword(password, 'password');
    await resetPasswordWithToken(c.env.DB, token, password, c.get('now'));
    clearSessionCookie(c);
    return c.json({ message: 'Your password has been changed. Sign in with the new password.' } satisfies MessageAnswer);
  })

  .post('/verify-email', async (c) => {
    await enforceRateLimit(c.env.DB, AUTH_LIMITS.verifyPerIp, clientIp(c), c.get('now'));
    const { token } = await readJson(c, verifyEmailSchema);
    const user = await confirmEmail(c.env.DB, token, c.get('now'));
    await notify(c.get('notify'), user.id, messages.emailVerified(user.email));
    return c.json({ message: 'Your email address is confirmed.', user } satisfies EmailConfirmed);
  })

  .post('/resend-verification', requireUser(), async (c) => {
    const user = c.get('user');
    if (user.emailVerified) throw new ApiError(409, 'already_verified', 'Your email address is already confirmed.');
    await enforceRateLimit(c.env.DB, AUTH_LIMITS.resendPerUser, user.id, c.get('now'));
    await sendVerificationEmail(c, user);
    return c.json({ message: `We sent a new confirmation link to ${user.email}.` } satisfies MessageAnswer, 202);
  });
