import { atom, onMount, task } from 'nanostores';
import { apiRequest, ApiRequestError } from '../lib/api-client';
import type { AccountUser, SignedIn } from '../../functions/features/auth/auth.schemas';
import type { MessageAnswer } from '../../functions/lib/message';
import { SIGNED_IN_HINT_COOKIE } from '../lib/account/signed-in-hint';

/** The signed-in user as GET /auth/me returns it. */
export type AuthUser = AccountUser;

/** docs/product.md, States: starts loading; GET /auth/me decides signed-in or signed-out. */
export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: AuthUser } | { status: 'signed-out'; user: null; error?: string };

export const $auth = atom<AuthState>({ status: 'loading', user: null });

let loading: Promise<void> | null = null;

const inBrowser = () => typeof document !== 'undefined';
export const hasSignedInHint = () => !inBrowser() || document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
const clearSignedInHint = () => {
  if (inBrowser()) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
};

/**
 * Fetches the current user once; a 401 means signed out. Later calls reuse the first. A browser
 * without the signed-in hint cookie has no session, so visitors are signed out at once, without a
 * request (and without the 401 the browser would log).
 */
export function initAuth(): Promise<void> {
  if (!loading && !hasSignedInHint()) {
    $auth.set({ status: 'signed-out', user: null });
    loading = Promise.resolve();
    return loading;
  }
  loading ??= task(() =>
    apiRequest<SignedIn>('/auth/me').then(
      ({ user }) => $auth.set({ status: 'signed-in', user }),
      (error: unknown) => {
        const unexpected = !(error instanceof ApiRequestError && error.status === 401);
        if (!unexpected) clearSignedInHint();
        $auth.set(
          unexpected
            ? { status: 'signed-out', user: null, error: 'We could not check whether you are signed in.' }
            : { status: 'signed-out', user: null },
        );
      },
    ),
  );
  return loading;
}

/** Forgets the loaded user so the next subscriber asks the server again (used by tests). */
export function resetAuth(): void {
  loading = null;
  $auth.set({ status: 'loading', user: null });
}

// Any island that subscribes to $auth (useStore) starts the load.
onMount($auth, () => {
  void initAuth();
});

/** The store's actions need the first load to have started, or they would race with it. */
function assertInitialised(action: string) {
  if (loading === null) {
    throw new Error(`The auth store is not initialised: call initAuth() or subscribe to $auth before calling ${action}().`);
  }
}

/** Signs in; the user comes from the response's `user` field. */
export async function login(email: string, password: string): Promise<AuthUser> {
  assertInitialised('login');
  const { user } = await apiRequest<SignedIn>('/auth/login', { method: 'POST', body: { email, password } });
  $auth.set({ status: 'signed-in', user });
  return user;
}

export interface Registration {
  email: string;
  password: string;
  confirmPassword?: string;
  firstName: string;
  lastName: string;
}

/** Creates an account. Does not sign in: the person confirms the email, then signs in. */
export async function register(input: Registration): Promise<string> {
  assertInitialised('register');
  const { message } = await apiRequest<MessageAnswer>('/auth/register', { method: 'POST', body: input });
  return message;
}

/** Signs out on the server and clears the user. */
export async function logout(): Promise<void> {
  assertInitialised('logout');
  await apiRequest<MessageAnswer>('/auth/logout', { method: 'POST', body: {} });
  $auth.set({ status: 'signed-out', user: null });
}

/** Asks for a reset link; fails with the server's message, or 'Failed to send reset email' (docs/product.md, Error messages). */
export async function requestPasswordReset(email: string): Promise<string> {
  assertInitialised('requestPasswordReset');
  try {
    const { message } = await apiRequest<MessageAnswer>('/auth/forgot-password', { method: 'POST', body: { email } });
    return message;
  } catch (error) {
    throw new Error(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Failed to send reset email', {
      cause: error,
    });
  }
}

/** Replaces the signed-in user after a change elsewhere (profile saved, email confirmed). */
export function updateSignedInUser(user: AuthUser) {
  assertInitialised('updateSignedInUser');
  if ($auth.get().status === 'signed-in') $auth.set({ status: 'signed-in', user });
}

/** Forgets the user after the account is gone (deleted) without another request. */
export function markSignedOut() {
  assertInitialised('markSignedOut');
  $auth.set({ status: 'signed-out', user: null });
}
