import { atom, task } from 'nanostores';
import { apiRequest, errorMessage, trackEvent } from '../lib/api-client';
import { attemptLevel } from '../lib/demo/challenges';
import type { DefenceId } from '../lib/demo/types';
import { DEFAULT_VIEW, parseView, serializeView, type DemoView } from '../lib/demo/url-state';
import type { AttemptVerdict } from '../../functions/features/demo/demo.schemas';
import type { UnlockedAchievement } from '../../functions/features/learning/learning.schemas';
import { $auth, initAuth } from './auth';

/** What the page shows; every change is written to the address so the run can be shared. */
export const $demoView = atom<DemoView>(DEFAULT_VIEW);
/** A message about the link the page was opened with (a tampered or broken one). */
export const $demoNotice = atom<string | null>(null);

export interface ChallengeResult {
  level: number;
  solved: boolean;
  explanation: string;
  /** For signed-in learners: whether the server recorded it, and what it unlocked. */
  saved: 'visitor' | 'saving' | 'saved' | 'error';
  saveError?: string;
  newAchievements: UnlockedAchievement[];
}
export const $challengeResult = atom<ChallengeResult | null>(null);

/** Reads the view from the address the page was opened with. */
export function loadViewFromLocation(search: string) {
  const { view, problem } = parseView(search);
  $demoView.set(view);
  $demoNotice.set(problem);
  if (problem) writeAddress(view);
}

function writeAddress(view: DemoView) {
  if (typeof history === 'undefined') return;
  const query = serializeView(view);
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

function update(change: Partial<DemoView>) {
  const view = { ...$demoView.get(), ...change };
  $demoView.set(view);
  writeAddress(view);
}

export const setMode = (mode: DemoView['mode']) => update({ mode });
/** A new scenario starts from its first step with its bundled attack. */
export const selectScenario = (scenarioId: string) => update({ scenarioId, step: 0, attack: null });
export const stepTo = (step: number) => update({ step: Math.max(0, step) });
export const toggleDefence = (id: DefenceId) => {
  const { defences } = $demoView.get();
  update({ defences: { ...defences, [id]: !defences[id] } });
};
/** Editing the attack restarts the run, since the text changes what the agent reads. */
export const setAttack = (attack: string) => update({ attack, step: 0 });
export const selectLevel = (level: number) => {
  update({ level });
  $challengeResult.set(null);
};
export const setChallengeText = (text: string) => update({ text });

/**
 * Tries the learner's text at the current level, in the browser first (the same engine the server
 * runs). A signed-in learner's attempt is then sent to the server, which re-runs it and records the
 * level only if it really works.
 */
export async function submitChallenge(): Promise<void> {
  const { level, text } = $demoView.get();
  const local = attemptLevel(level, text);
  if (!local) return;
  if (local.solved) trackEvent({ name: 'demo_solved', level });
  await initAuth();
  const signedIn = $auth.get().status === 'signed-in';
  const base = { level, solved: local.solved, explanation: local.explanation, newAchievements: [] };
  if (!signedIn || !text.trim()) {
    $challengeResult.set({ ...base, saved: 'visitor' });
    return;
  }
  $challengeResult.set({ ...base, saved: 'saving' });
  await task(async () => {
    try {
      const server = await apiRequest<AttemptVerdict>(`/demo/challenges/${level}/attempts`, { method: 'POST', body: { text } });
      $challengeResult.set({
        level,
        solved: server.solved,
        explanation: server.explanation,
        saved: 'saved',
        newAchievements: server.newAchievements,
      });
    } catch (error) {
      $challengeResult.set({ ...base, saved: 'error', saveError: errorMessage(error, 'Your attempt could not be saved.') });
    }
  });
}
