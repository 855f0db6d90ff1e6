import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { tablesWithUserColumn } from '../../functions/features/settings/account-data.repo';
import { USER_DATA_TABLES } from '../../functions/features/settings/user-data-tables';
import { appAt } from './learning-helpers';
import { call, GOOD_PASSWORD, latestMailTo, post, registeredUser, sessionCookieFrom, uniqueEmail } from './accounts';

const NEW_PASSWORD = 'cobalt-orchard-sextant-19';
type Envelope = { code: string; message: string; issues?: { path: string; message: string }[] };

describe('POST /settings/password', () => {
  const change = (cookie: string, json: unknown) => post('/settings/password', json, { cookie });

  it('needs a signed-in user', async () => {
    expect(
      (await post('/settings/password', { currentPassword: 'a', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(401);
  });

  it('changes the password, keeps this browser signed in with a new session token, ends the others and sends a security alert', async () => {
    const { email, cookie } = await registeredUser();
    const other = sessionCookieFrom(await post('/auth/login', { email, password: GOOD_PASSWORD }))!;
    const res = await change(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const rotated = sessionCookieFrom(res)!;
    expect(rotated).not.toBe(cookie);
    expect((await call('/auth/me', { cookie: rotated })).status).toBe(200);
    expect((await call('/auth/me', { cookie })).status).toBe(401); // a token from before the change is dead
    expect((await call('/auth/me', { cookie: other })).status).toBe(401);
    expect((await post('/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await latestMailTo(email))?.subject).toBe('Your Agent Atlas password was changed');
  });

  it('refuses a wrong current password with 403 and keeps the old password', async () => {
    const { email, cookie } = await registeredUser();
    const res = await change(cookie, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'wrong_password', message: 'The current password is not correct.' });
    expect((await post('/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it.each([
    [
      'a confirmation that differs',
      { newPassword: NEW_PASSWORD, confirmPassword: 'other-passphrase-here' },
      'confirmPassword',
      'The passwords do not match.',
    ],
    ['a short new password', { newPassword: 'short1', confirmPassword: 'short1' }, 'newPassword', 'Use at least 8 characters.'],
    [
      'a new password of 129 characters',
      { newPassword: 'y'.repeat(129), confirmPassword: 'y'.repeat(129) },
      'newPassword',
      'Use at most 128 characters.',
    ],
    [
      'a common new password',
      { newPassword: 'football123', confirmPassword: 'football123' },
      'newPassword',
      'This password is too common and easy to guess. Choose another one.',
    ],
    [
      'an empty current password',
      { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Enter your current password.',
    ],
  ])('refuses %s with 422', async (_what, over, path, message) => {
    const { cookie, email } = await registeredUser();
    const res = await change(cookie, { currentPassword: GOOD_PASSWORD, ...over });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Envelope).issues).toContainEqual({ path, message });
    expect((await post('/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('sends no alert when security alerts are switched off', async () => {
    const { email, cookie } = await registeredUser({ verify: true });
    await call('/settings/preferences', {
      method: 'PUT',
      cookie,
      json: {
        notifications: { email: true, push: false, marketingEmails: false, securityAlerts: false },
        privacy: { profileVisibility: 'public', dataCollection: false },
      },
    });
    await change(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await latestMailTo(email))?.subject).not.toBe('Your Agent Atlas password was changed');
  });
});

describe('/settings/preferences', () => {
  const prefs = {
    notifications: { email: false, push: true, marketingEmails: true, securityAlerts: false },
    privacy: { profileVisibility: 'private', dataCollection: true },
  };

  it('starts from privacy-friendly defaults', async () => {
    const { cookie } = await registeredUser();
    const res = await call('/settings/preferences', { cookie });
    expect(await res.json()).toEqual({
      preferences: {
        notifications: { email: true, push: false, marketingEmails: false, securityAlerts: true },
        privacy: { profileVisibility: 'public', dataCollection: false },
      },
    });
  });

  it('saves every preference and reads them back; visibility lands on the user', async () => {
    const { cookie } = await registeredUser();
    const res = await call('/settings/preferences', { method: 'PUT', cookie, json: prefs });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ preferences: prefs });
    expect(await (await call('/settings/preferences', { cookie })).json()).toEqual({ preferences: prefs });
    const me = (await (await call('/auth/me', { cookie })).json()) as { user: { profileVisibility: string } };
    expect(me.user.profileVisibility).toBe('private');
  });

  it('refuses an incomplete or mistyped body with 422 and keeps what was saved', async () => {
    const { cookie } = await registeredUser();
    await call('/settings/preferences', { method: 'PUT', cookie, json: prefs });
    const wrong = await call('/settings/preferences', {
      method: 'PUT',
      cookie,
      json: { notifications: { email: 'yes' }, privacy: { profileVisibility: 'friends' } },
    });
    expect(wrong.status).toBe(422);
    const paths = ((await wrong.json()) as Envelope).issues!.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['notifications.email', 'notifications.push', 'privacy.profileVisibility', 'privacy.dataCollection']),
    );
    expect(await (await call('/settings/preferences', { cookie })).json()).toEqual({ preferences: prefs });
  });

  it('needs a signed-in user', async () => {
    expect((await call('/settings/preferences')).status).toBe(401);
  });
});

describe('GET /settings/export', () => {
  it('downloads everything held about the user as a JSON attachment, without secrets', async () => {
    const { cookie, id, email } = await registeredUser();
    await call('/settings/preferences', {
      method: 'PUT',
      cookie,
      json: {
        notifications: { email: true, push: true, marketingEmails: false, securityAlerts: true },
        privacy: { profileVisibility: 'public', dataCollection: false },
      },
    });
    const res = await call('/settings/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="agent-atlas-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text) as { profile: { email: string }; tables: Record<string, Record<string, unknown>[]> };
    expect(data.profile.email).toBe(email);
    expect(Object.keys(data.tables).sort()).toEqual(USER_DATA_TABLES.map((t) => t.table).sort());
    expect(data.tables.users![0]).toMatchObject({ id, email });
    expect(data.tables.sessions).toHaveLength(1);
    expect(data.tables.user_preferences![0]).toMatchObject({ push_notifications: 1 });
    expect(data.tables.email_outbox!.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/scrypt\$|password_hash|secret_hash|token_hash/);
  });

  it('needs a signed-in user', async () => {
    expect((await call('/settings/export')).status).toBe(401);
  });

  it('dates the export by the request clock', async () => {
    const { cookie } = await registeredUser();
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000); // within the session's lifetime
    const res = await appAt(later.getTime()).request('/settings/export', cookie);
    expect(res.status).toBe(200);
    const day = later.toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="agent-atlas-data-${day}.json"`);
    expect(((await res.json()) as { exportedAt: string }).exportedAt).toBe(later.toISOString());
  });

  it('covers every table with a user_id column (a new feature table must be registered)', async () => {
    const registered = new Set(USER_DATA_TABLES.map((t) => t.table));
    const found = await tablesWithUserColumn(env.DB);
    expect(found).toEqual(expect.arrayContaining(['sessions', 'oauth_accounts', 'email_outbox']));
    const missing = found.filter((table) => !registered.has(table));
    expect(missing).toEqual([]);
  });
});

describe('POST /settings/delete-account', () => {
  const userRows = async (id: string) => {
    let total = 0;
    for (const t of USER_DATA_TABLES) {
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t.table} WHERE ${t.userColumn} = ?`).bind(id).first<{ n: number }>();
      total += row!.n;
    }
    return total;
  };

  it('with the right password removes every row, ends every session, and sign-in fails afterwards', async () => {
    const { cookie, id, email, password } = await registeredUser();
    const other = sessionCookieFrom(await post('/auth/login', { email, password }))!;
    await post('/auth/forgot-password', { email });
    expect(await userRows(id)).toBeGreaterThan(3);
    const res = await post('/settings/delete-account', { password }, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/atlas_session=;.*Max-Age=0/);
    expect(await userRows(id)).toBe(0);
    expect((await call('/auth/me', { cookie: other })).status).toBe(401);
    expect((await post('/auth/login', { email, password })).status).toBe(401);
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const { cookie, id } = await registeredUser();
    const res = await post('/settings/delete-account', { password: 'wrong-password-here' }, { cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Envelope).code).toBe('wrong_password');
    expect(await userRows(id)).toBeGreaterThan(0);
  });

  it('asks for the password when none is given', async () => {
    const { cookie } = await registeredUser();
    const res = await post('/settings/delete-account', {}, { cookie });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Envelope).issues).toContainEqual({ path: 'password', message: 'Enter your current password.' });
  });

  it('for an account without a password, typing the email confirms', async () => {
    const email = uniqueEmail('social');
    const id = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO users (id, email, email_verified, created_at, updated_at) VALUES (?, ?, 1, 0, 0)')
      .bind(id, email)
      .run();
    const { createSession } = await import('../../functions/features/auth/session');
    const { token } = await createSession(env.DB, id, '', Date.now());
    const cookie = `atlas_session=${token}`;
    const wrong = await post('/settings/delete-account', { confirmEmail: 'someone@else.test' }, { cookie });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Envelope).issues).toContainEqual({
      path: 'confirmEmail',
      message: 'Type your email address exactly to confirm.',
    });
    const ok = await post('/settings/delete-account', { confirmEmail: email.toUpperCase() }, { cookie });
    expect(ok.status).toBe(200);
    expect(await userRows(id)).toBe(0);
  });

  it('is refused cross-site', async () => {
    const { cookie, password } = await registeredUser();
    const res = await call('/settings/delete-account', {
      method: 'POST',
      cookie,
      json: { password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
