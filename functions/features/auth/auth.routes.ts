import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { clientIp, enforceRateLimit } from '../../lib/rate-limit';
import { registrationAttemptEmail } from '../email/account-emails';
import { deliverMail } from '../email/deliver';
import { siteOrigin } from '../../lib/site-url';
import { AUTH_LIMITS } from './auth-limits';
import { countSignInAttempt } from './login-limits';
import { sendVerificationEmail } from './email-verification';
import { assertNotCommonPassword } from './new-password';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { deleteSession } from './session.repo';
import { clearSessionCookie } from './session-cookie';
import { requireUser } from './session.middleware';
import { startSession } from './sign-in';
import { findUserByEmail, insertUser, updatePasswordHash } from './users.repo';
import { loginSchema, registerSchema, type SignedIn } from './auth.schemas';
import type { MessageAnswer } from '../../lib/message';

/** The one answer to every well-formed registration, whether or not the address had an account. */
export const REGISTER_ACCEPTED = 'Check your inbox: we sent a message to finish setting up your account.';

/** Current user, sign-in, registration and sign-out. */
export const authRoutes = new Hono<AppEnv>()
  .get('/me', requireUser(), (c) => c.json({ user: c.get('user') } satisfies SignedIn))

  .post('/login', async (c) => {
    const db = c.env.DB;
    const attempt = await countSignInAttempt(c);
    const { email, password } = await readJson(c, loginSchema);
    await attempt.forEmail(email);
    const found = await findUserByEmail(db, email);
    const hash = found?.passwordHash ?? null;
    // A missing account (or one without a password) still costs one scrypt run: same time, same answer.
    const valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password);
    if (!found || !hash || !valid) throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct.');
    if (needsRehash(hash)) await updatePasswordHash(db, found.user.id, await hashPassword(password), c.get('now'));
    await attempt.succeeded();
    await startSession(c, found.user.id);
    return c.json({ user: found.user } satisfies SignedIn);
  })

  .post('/register', async (c) => {
    const db = c.env.DB;
    await enforceRateLimit(db, AUTH_LIMITS.registerPerIp, clientIp(c), c.get('now'));
    const body = await readJson(c, registerSchema);
    assertNotCommonPassword(body.password, 'password');
    await enforceRateLimit(db, AUTH_LIMITS.registerPerEmail, body.email, c.get('now'));
    const origin = siteOrigin(c); // refuses (503) before any write when production has no SITE_URL
    // Hash before looking anything up, so both outcomes below cost the same.
    const passwordHash = await hashPassword(body.password);
    const user = {
      id: crypto.randomUUID(),
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      displayName: body.firstName,
    };
    const created = await insertUser(db, { ...user, emailVerified: false, passwordHash, now: c.get('now') });
    if (created) {
      await sendVerificationEmail(c, user);
    } else {
      // No error for a taken address (that would reveal the account); its owner gets a notice instead.
      const existing = await findUserByEmail(db, body.email);
      if (existing) {
        await deliverMail(
          c,
          registrationAttemptEmail(existing.user.email, existing.user.id, `${origin}/auth/login`, `${origin}/auth/forgot-password`),
        );
      }
    }
    return c.json({ message: REGISTER_ACCEPTED } satisfies MessageAnswer, 202);
  })

  .post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(c.env.DB, session.id);
    clearSessionCookie(c);
    return c.json({ message: 'You are signed out.' } satisfies MessageAnswer);
  });
