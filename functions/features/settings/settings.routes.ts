import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, validationFailed } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { enforceRateLimit } from '../../lib/rate-limit';
import { AUTH_LIMITS } from '../auth/auth-limits';
import { deleteResetTokens } from '../auth/account-tokens.repo';
import { assertNotCommonPassword } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/session.repo';
import { clearSessionCookie } from '../auth/session-cookie';
import { requireUser, type SignedInContext } from '../auth/session.middleware';
import { startSession } from '../auth/sign-in';
import { findUserById, updatePasswordHash } from '../auth/users.repo';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/notify';
import { findProfile } from '../profile/profile.repo';
import { collectUserData, deleteUserData } from './account-data.repo';
import { findPreferences, savePreferences } from './preferences.repo';
import { changePasswordSchema, deleteAccountSchema, preferencesSchema, type PreferencesAnswer } from './settings.schemas';
import type { MessageAnswer } from '../../lib/message';
import { endSubscriptionForDeletion } from '../billing/billing.service';

const wrongPassword = () => new ApiError(403, 'wrong_password', 'The current password is not correct.');

/** Re-checks the password of the signed-in user (rate limited); returns their stored record. */
async function reauthenticate(c: SignedInContext, password: string | undefined, field: string) {
  const user = c.get('user');
  const found = await findUserById(c.env.DB, user.id);
  if (!found) throw new ApiError(404, 'user_not_found', 'The account no longer exists.');
  if (found.passwordHash === null) return found;
  if (!password) throw validationFailed([{ path: field, message: 'Enter your current password.' }]);
  await enforceRateLimit(c.env.DB, AUTH_LIMITS.reauthPerUser, user.id, c.get('now'));
  if (!(await verifyPassword(password, found.passwordHash))) throw wrongPassword();
  return found;
}

/** Password, preferences, data export and account deletion for the signed-in user. */
export const settingsRoutes = new Hono<AppEnv>()
  .use(requireUser())

  .post('/password', async (c) => {
    const body = await readJson(c, changePasswordSchema);
    assertNotCommonPassword(body.newPassword, 'newPassword');
    const found = await reauthenticate(c, body.currentPassword, 'currentPassword');
    const db = c.env.DB;
    await updatePasswordHash(db, found.user.id, await hashPassword(body.newPassword), c.get('now'));
    await deleteResetTokens(db, found.user.id);
    // Every session ends, this one included, and this browser gets a new token: a token that
    // leaked before the change must not outlive it (startSession's own delete of this browser's
    // old session then finds nothing left).
    await deleteUserSessions(db, found.user.id);
    await startSession(c, found.user.id);
    await notify(c.get('notify'), found.user.id, messages.passwordChanged());
    return c.json({ message: 'Your password has been changed and your other sessions were signed out.' } satisfies MessageAnswer);
  })

  .get('/preferences', async (c) => c.json({ preferences: await findPreferences(c.env.DB, c.get('user').id) } satisfies PreferencesAnswer))

  .put('/preferences', async (c) => {
    const preferences = await readJson(c, preferencesSchema);
    const userId = c.get('user').id;
    await savePreferences(c.env.DB, userId, preferences, c.get('now'));
    return c.json({ preferences: await findPreferences(c.env.DB, userId) } satisfies PreferencesAnswer);
  })

  .get('/export', async (c) => {
    const userId = c.get('user').id;
    const exportedAt = new Date(c.get('now'));
    const body = {
      format: 'agent-atlas-export/1',
      exportedAt: exportedAt.toISOString(),
      profile: await findProfile(c.env.DB, userId),
      preferences: await findPreferences(c.env.DB, userId),
      tables: await collectUserData(c.env.DB, userId),
    };
    const day = exportedAt.toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="agent-atlas-data-${day}.json"`);
    return c.body(JSON.stringify(body, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })

  .post('/delete-account', async (c) => {
    const body = await readJson(c, deleteAccountSchema);
    const user = c.get('user');
    const found = await reauthenticate(c, body.password, 'password');
    // Accounts without a password confirm by typing their email address instead.
    if (found.passwordHash === null && (body.confirmEmail ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
      throw validationFailed([{ path: 'confirmEmail', message: 'Type your email address exactly to confirm.' }]);
    }
    await endSubscriptionForDeletion(c, user.id);
    await deleteUserData(c.env.DB, user.id);
    clearSessionCookie(c);
    return c.json({ message: 'Your account and all its data have been deleted.' } satisfies MessageAnswer);
  });
