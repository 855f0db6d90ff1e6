import { atom, onMount } from 'nanostores';

/**
 * Whether a learner is signed in, as the Learning Hub needs it. The one seam between the learning
 * store and authentication: it asks `GET /api/v1/auth/me` itself, and can later be derived from
 * the auth store instead without touching anything else.
 */
export type LearningSession = { status: 'loading' } | { status: 'signed-in' } | { status: 'signed-out' };

/** Before the server has answered (also what pages render on the server). */
export const LOADING_SESSION: LearningSession = { status: 'loading' };

export const $learningSession = atom<LearningSession>(LOADING_SESSION);

/** Asks the server who is signed in: 200 means signed in, anything else signed out. */
export async function refreshLearningSession(): Promise<void> {
  try {
    const res = await fetch('/api/v1/auth/me', { credentials: 'include', headers: { accept: 'application/json' } });
    $learningSession.set(res.ok ? { status: 'signed-in' } : { status: 'signed-out' });
  } catch {
    $learningSession.set({ status: 'signed-out' });
  }
}

onMount($learningSession, () => {
  if ($learningSession.get().status === 'loading') void refreshLearningSession();
});
