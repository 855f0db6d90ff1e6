import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import {
  $preferences,
  $profile,
  $sessions,
  changePassword,
  loadPreferences,
  loadProfile,
  loadSessions,
  prefetchProfile,
  revokeSession,
  savePreferences,
} from '../../src/stores/account';

type Reply = { status: number; body?: unknown };

/** A fake API: each route answers from a queue (the last reply repeats); every call is recorded. */
function fakeApi(routes: Record<string, Reply[]>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace('/api/v1', '');
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = routes[`${method} ${path}`];
      if (!queue?.length) throw new Error(`unexpected ${method} ${path}`);
      const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
    }),
  );
  return calls;
}

const session = (handle: string, current = false) => ({ handle, createdAt: 1, lastSeenAt: 2, expiresAt: 3, userAgent: 'x', current });
const prefs = {
  notifications: { email: true, push: false, marketingEmails: false, securityAlerts: true },
  privacy: { profileVisibility: 'public', dataCollection: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  $sessions.set({ status: 'loading' });
  $preferences.set({ status: 'loading' });
  $profile.set({ status: 'loading' });
});

describe('account store', () => {
  it('loads sessions into $sessions and replaces them after signing one out', async () => {
    const calls = fakeApi({
      'GET /auth/sessions': [{ status: 200, body: { sessions: [session('a', true), session('b')] } }],
      'DELETE /auth/sessions/b': [{ status: 200, body: { sessions: [session('a', true)] } }],
    });
    void loadSessions();
    await allTasks();
    expect($sessions.get()).toEqual({ status: 'ready', data: [session('a', true), session('b')] });
    await revokeSession('b');
    expect($sessions.get()).toEqual({ status: 'ready', data: [session('a', true)] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/sessions', 'DELETE /auth/sessions/b']);
  });

  it('keeps a load failure as the server said it', async () => {
    fakeApi({ 'GET /auth/sessions': [{ status: 500, body: { message: 'Something went wrong on our side.' } }] });
    await loadSessions();
    expect($sessions.get()).toEqual({ status: 'error', error: 'Something went wrong on our side.' });
  });

  it('saves preferences with PUT and shows what the server stored', async () => {
    const stored = { ...prefs, privacy: { ...prefs.privacy, dataCollection: false } };
    const calls = fakeApi({
      'GET /settings/preferences': [{ status: 200, body: { preferences: prefs } }],
      'PUT /settings/preferences': [{ status: 200, body: { preferences: stored } }],
    });
    await loadPreferences();
    await expect(savePreferences(stored as never)).resolves.toEqual(stored);
    expect($preferences.get()).toEqual({ status: 'ready', data: stored });
    expect(calls[1]).toMatchObject({ method: 'PUT', body: stored });
  });

  it('a prefetched profile is the one the page uses: one request, not two', async () => {
    const calls = fakeApi({ 'GET /profile': [{ status: 200, body: { profile: { id: 'u1', firstName: 'Ada' } } }] });
    prefetchProfile();
    await loadProfile();
    expect($profile.get()).toMatchObject({ status: 'ready', data: { firstName: 'Ada' } });
    expect(calls).toHaveLength(1);
  });

  it('password change rejects with the server message and keeps nothing', async () => {
    fakeApi({ 'POST /settings/password': [{ status: 400, body: { message: 'Your current password is not correct.' } }] });
    await expect(changePassword({ currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' })).rejects.toThrow(
      'Your current password is not correct.',
    );
  });
});
