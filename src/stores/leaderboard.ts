import { map, onMount } from 'nanostores';
import type { LeaderboardResponse } from '../../functions/features/learning/learning.schemas';
import { apiRequest } from '../lib/api-client';
import { $learning } from './learning';
import { $learningSession } from './learning-session';

const LEADERBOARD_ERROR = 'Failed to load the leaderboard';

export interface LeaderboardState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: LeaderboardResponse | null;
  error: string | null;
}

/** Nothing loaded: before sign-in, and after sign-out. */
export const EMPTY_LEADERBOARD: LeaderboardState = { status: 'idle', data: null, error: null };
/** Both leaderboards for the signed-in learner (the API answers only signed-in requests). */
export const $leaderboard = map<LeaderboardState>({ ...EMPTY_LEADERBOARD });

/** Loads the leaderboards; a failure keeps what is shown and records the error. */
export async function loadLeaderboard(): Promise<void> {
  if ($learningSession.get().status !== 'signed-in') return;
  if (!$leaderboard.get().data) $leaderboard.setKey('status', 'loading');
  try {
    const data = await apiRequest<LeaderboardResponse>('/learning-hub/leaderboard?limit=10');
    $leaderboard.set({ status: 'ready', data, error: null });
  } catch {
    $leaderboard.set({ ...$leaderboard.get(), status: 'error', error: LEADERBOARD_ERROR });
  }
}

onMount($leaderboard, () => {
  let shownXp: number | undefined;
  const offSession = $learningSession.subscribe((session) => {
    if (session.status === 'signed-in') void loadLeaderboard();
    else if (session.status === 'signed-out') $leaderboard.set({ ...EMPTY_LEADERBOARD });
  });
  // The learner's own standing changes with their XP: refresh when the server's total moves.
  const offXp = $learning.subscribe((state) => {
    const total = state.xp?.totalXp;
    if (shownXp !== undefined && total !== undefined && total !== shownXp) void loadLeaderboard();
    shownXp = total;
  });
  return () => {
    offSession();
    offXp();
  };
});
