import { atom, task } from 'nanostores';
import type { EmailConfirmed, Sessions, SessionItem, SignInProviders } from '../../functions/features/auth/auth.schemas';
import type { Mailbox, DevMail } from '../../functions/features/email/email.schemas';
import type { AccountProfile, ProfileAnswer } from '../../functions/features/profile/profile.schemas';
import type { PreferencesAnswer } from '../../functions/features/settings/settings.schemas';
import type { MessageAnswer } from '../../functions/lib/message';
import { apiRequest } from '../lib/api-client';
import type { Preferences } from '../lib/account/schemas';
import { hasSignedInHint } from './auth';
import { loadInto, type Loaded } from './loaded';

/**
 * The signed-in user's account data and every call that reads or changes it: profile, preferences,
 * sessions, password, deletion, email confirmation and password reset. Islands render these atoms
 * and call these actions; they never call the API themselves. Each action is a nanostores task, so
 * tests wait for them with allTasks().
 */

// ---- Profile ----------------------------------------------------------------------------------

export const $profile = atom<Loaded<AccountProfile>>({ status: 'loading' });

let profileRequest: Promise<ProfileAnswer> | null = null;

/**
 * Starts GET /profile at once when the browser carries the signed-in hint, beside the session
 * check instead of after it: one round trip less before the page can show anything.
 */
export function prefetchProfile(): void {
  if (profileRequest || !hasSignedInHint()) return;
  profileRequest = apiRequest<ProfileAnswer>('/profile');
  profileRequest.catch(() => {}); // a stale hint answers 401; the session check redirects
}

/** Loads the profile for the signed-in user, reusing a prefetch when there is one. */
export function loadProfile(): Promise<void> {
  const request = profileRequest ?? apiRequest<ProfileAnswer>('/profile');
  profileRequest = null;
  return loadInto($profile, async () => (await request).profile);
}

/** Replaces the shown profile after a change the page already knows about (a first password set). */
export function showProfile(profile: AccountProfile): void {
  $profile.set({ status: 'ready', data: profile });
}

/** Saves the editable fields; the saved profile replaces the shown one. */
export function saveProfile(values: Partial<AccountProfile>): Promise<AccountProfile> {
  return task(async () => {
    const { profile } = await apiRequest<ProfileAnswer>('/profile', { method: 'PATCH', body: values });
    $profile.set({ status: 'ready', data: profile });
    return profile;
  });
}

/** Sends the confirmation email again; resolves to the server's message. */
export function resendVerification(): Promise<string> {
  return task(async () => (await apiRequest<MessageAnswer>('/auth/resend-verification', { method: 'POST', body: {} })).message);
}

// ---- Preferences ------------------------------------------------------------------------------

export const $preferences = atom<Loaded<Preferences>>({ status: 'loading' });

/** Loads the preferences; resolves to them, or to null when they could not be loaded (the atom says why). */
export async function loadPreferences(): Promise<Preferences | null> {
  await loadInto($preferences, async () => (await apiRequest<PreferencesAnswer>('/settings/preferences')).preferences);
  const loaded = $preferences.get();
  return loaded.status === 'ready' ? loaded.data : null;
}

/** Saves the whole set (PUT); the server's answer becomes the shown state. */
export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return task(async () => {
    const { preferences: saved } = await apiRequest<PreferencesAnswer>('/settings/preferences', {
      method: 'PUT',
      body: preferences,
    });
    $preferences.set({ status: 'ready', data: saved });
    return saved;
  });
}

// ---- Sessions ---------------------------------------------------------------------------------

export const $sessions = atom<Loaded<SessionItem[]>>({ status: 'loading' });

export const loadSessions = () => loadInto($sessions, async () => (await apiRequest<Sessions>('/auth/sessions')).sessions);

/** Signs out every other session; the remaining list replaces the shown one. */
export function revokeOtherSessions(): Promise<void> {
  return task(async () => {
    const { sessions } = await apiRequest<Sessions>('/auth/sessions/revoke-others', { method: 'POST', body: {} });
    $sessions.set({ status: 'ready', data: sessions });
  });
}

/** Signs out one other session by its handle. */
export function revokeSession(handle: string): Promise<void> {
  return task(async () => {
    const { sessions } = await apiRequest<Sessions>(`/auth/sessions/${encodeURIComponent(handle)}`, {
      method: 'DELETE',
    });
    $sessions.set({ status: 'ready', data: sessions });
  });
}

// ---- Password, deletion, email confirmation, reset ---------------------------------------------

/** Changes the password; resolves to the server's message. */
export function changePassword(values: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<string> {
  return task(async () => (await apiRequest<MessageAnswer>('/settings/password', { method: 'POST', body: values })).message);
}

/** Deletes the account for good; resolves to the server's message. */
export function deleteAccount(body: Record<string, unknown>): Promise<string> {
  return task(async () => (await apiRequest<MessageAnswer>('/settings/delete-account', { method: 'POST', body })).message);
}

/** Confirms an email address with the token from the emailed link. */
export function verifyEmail(token: string): Promise<string> {
  return task(async () => (await apiRequest<EmailConfirmed>('/auth/verify-email', { method: 'POST', body: { token } })).message);
}

/** Sets a new password with the token from the reset email. */
export function resetPassword(token: string, values: { password: string; confirmPassword: string }): Promise<string> {
  return task(
    async () => (await apiRequest<MessageAnswer>('/auth/reset-password', { method: 'POST', body: { token, ...values } })).message,
  );
}

/** The social sign-in providers, and whether this site has credentials for each. */
export function loadSignInProviders(): Promise<SignInProviders['providers']> {
  return task(async () => (await apiRequest<SignInProviders>('/auth/providers')).providers);
}

/** The development mailbox, newest first; the API refuses in production. */
export function loadDevMailbox(): Promise<DevMail[]> {
  return task(async () => (await apiRequest<Mailbox>('/dev/mailbox')).mails);
}
