import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../src/stores/auth');
let store: Store;
let fetchMock: ReturnType<typeof vi.fn>;

const json = (status: number, body: unknown, statusText = '') => new Response(JSON.stringify(body), { status, statusText });
const user = {
  id: 'u1',
  email: 'ada@example.test',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada',
  timeZone: 'UTC',
  profileVisibility: 'public',
  createdAt: 1,
};

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  store = await import('../../src/stores/auth');
});
afterEach(() => vi.unstubAllGlobals());

describe('$auth', () => {
  it('starts loading, then is signed in when /auth/me answers with a user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    expect(store.$auth.get()).toEqual({ status: 'loading', user: null });
    await store.initAuth();
    expect(store.$auth.get()).toEqual({ status: 'signed-in', user });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/me', expect.objectContaining({ credentials: 'include' }));
  });

  it('is signed out when /auth/me answers 401', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'You need to sign in to do that.', code: 'unauthorized' }));
    await store.initAuth();
    expect(store.$auth.get()).toEqual({ status: 'signed-out', user: null });
  });

  it('is signed out with an error when the check itself fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.initAuth();
    expect(store.$auth.get()).toMatchObject({ status: 'signed-out', error: 'We could not check whether you are signed in.' });
  });

  it('loads once when something subscribes, however often', async () => {
    fetchMock.mockResolvedValue(json(401, {}));
    const stop = store.$auth.listen(() => {});
    const stop2 = store.$auth.subscribe(() => {});
    await store.initAuth();
    await store.initAuth();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
    stop2();
  });

  it("login sets the user from the response's user field", async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await store.initAuth();
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    await expect(store.login('ada@example.test', 'pw-123456')).resolves.toEqual(user);
    expect(store.$auth.get()).toEqual({ status: 'signed-in', user });
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.test', password: 'pw-123456' });
  });

  it("a failed login keeps the person signed out and throws the server's message", async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await store.initAuth();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'The email or password is not correct.', code: 'invalid_credentials' }));
    await expect(store.login('a@b.test', 'x')).rejects.toThrow('The email or password is not correct.');
    expect(store.$auth.get().status).toBe('signed-out');
  });

  it('register does not sign the user in', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await store.initAuth();
    fetchMock.mockResolvedValueOnce(json(202, { message: 'Check your inbox.' }));
    await expect(store.register({ email: 'a@b.test', password: 'long-enough-pw', firstName: 'A', lastName: 'B' })).resolves.toBe(
      'Check your inbox.',
    );
    expect(store.$auth.get().status).toBe('signed-out');
  });

  it('logout clears the user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    await store.initAuth();
    fetchMock.mockResolvedValueOnce(json(200, { message: 'You are signed out.' }));
    await store.logout();
    expect(store.$auth.get()).toEqual({ status: 'signed-out', user: null });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/auth/logout');
  });

  it("forgot-password shows the server's message, else 'Failed to send reset email'", async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await store.initAuth();
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many attempts. Try again in 5 minutes.', code: 'rate_limited' }));
    await expect(store.requestPasswordReset('a@b.test')).rejects.toThrow('Too many attempts. Try again in 5 minutes.');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(store.requestPasswordReset('a@b.test')).rejects.toThrow(/^Failed to send reset email$/);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(store.requestPasswordReset('a@b.test')).rejects.toThrow(/^Failed to send reset email$/);
    fetchMock.mockResolvedValueOnce(json(202, { message: 'If an account uses that email address…' }));
    await expect(store.requestPasswordReset('a@b.test')).resolves.toBe('If an account uses that email address…');
  });

  it('throws an error naming what is missing when used before it is initialised', async () => {
    await expect(store.login('a@b.test', 'x')).rejects.toThrow(
      'The auth store is not initialised: call initAuth() or subscribe to $auth before calling login().',
    );
    await expect(store.logout()).rejects.toThrow(/not initialised.*logout\(\)/);
    expect(() => store.markSignedOut()).toThrow(/not initialised.*markSignedOut\(\)/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
