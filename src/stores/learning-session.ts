import { atom, onMount } from 'nanostores';
import { $auth } from './auth';

/**
 * Whether a learner is signed in, as the Learning Hub needs it: the one seam between the learning
 * store and authentication. It follows `$auth` (which asks GET /api/v1/auth/me once per page).
 */
export type LearningSession = { status: 'loading' } | { status: 'signed-in' } | { status: 'signed-out' };

/** Before the server has answered (also what pages render on the server). */
export const LOADING_SESSION: LearningSession = { status: 'loading' };

export const $learningSession = atom<LearningSession>(LOADING_SESSION);

onMount($learningSession, () => $auth.subscribe((auth) => $learningSession.set({ status: auth.status })));
