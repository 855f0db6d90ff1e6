import { atom, task } from 'nanostores';
import { apiRequest, errorMessage } from '../lib/api-client';
import type { DefenceId } from '../lib/demo/types';
import { findLab } from '../lib/labs/labs';
import { attemptAttack, evaluateFix, type SuiteResult } from '../lib/labs/suite';
import { parseLabView, serializeLabView, type LabView } from '../lib/labs/url-state';
import type { AttackVerdict, FixVerdict, LabCountsView, LabsOverview } from '../../functions/features/labs/labs.schemas';
import type { UnlockedAchievement } from '../../functions/features/learning/learning.schemas';
import { $auth, initAuth } from './auth';
import { loadInto, type Loaded } from './loaded';

/** The lab on the page, and what it shows; every change is written to the address. */
const $labSlug = atom<string>('');
export const $labView = atom<LabView>({ phase: 'attack', text: '', fix: [] });
/** A message about the link the page was opened with (a tampered one). */
export const $labNotice = atom<string | null>(null);
/** Failed attempts in this visit: hints show after a few. */
export const $labFailures = atom(0);

/** Whether a signed-in learner's result was recorded by the server. */
type Saved = {
  saved: 'visitor' | 'saving' | 'saved' | 'error';
  saveError?: string;
  xpAwarded: number;
  newAchievements: UnlockedAchievement[];
};
export type AttackResult = Saved & { solved: boolean; explanation: string; text: string };
export type FixResult = Saved & { result: SuiteResult; fix: readonly DefenceId[] };
export const $attackResult = atom<AttackResult | null>(null);
export const $fixResult = atom<FixResult | null>(null);
export const $labCounts = atom<Loaded<LabsOverview>>({ status: 'loading' });

/** Opens a lab from the address it was loaded with; a tampered address falls back with a message. */
export function openLab(slug: string, search: string) {
  const lab = findLab(slug);
  if (!lab) return;
  const { view, problem } = parseLabView(lab, search);
  $labSlug.set(slug);
  $labView.set(view);
  $labNotice.set(problem);
  $labFailures.set(0);
  $attackResult.set(null);
  $fixResult.set(null);
  if (problem) writeAddress(view);
  void loadInto($labCounts, () => apiRequest<LabsOverview>('/labs'));
}

function writeAddress(view: LabView) {
  const lab = findLab($labSlug.get());
  if (!lab || typeof history === 'undefined') return;
  const query = serializeLabView(lab, view);
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

function update(change: Partial<LabView>) {
  const view = { ...$labView.get(), ...change };
  $labView.set(view);
  writeAddress(view);
}

export const setLabText = (text: string) => update({ text });
export const setPhase = (phase: LabView['phase']) => update({ phase });
export const toggleFix = (id: DefenceId) => {
  const { fix } = $labView.get();
  update({ fix: fix.includes(id) ? fix.filter((d) => d !== id) : [...fix, id] });
  $fixResult.set(null);
};

/** The counts of the lab on the page, once loaded (or after a recorded result). */
export function countsOf(overview: Loaded<LabsOverview>, slug: string): LabCountsView | null {
  return overview.status === 'ready' ? (overview.data.labs.find((l) => l.slug === slug) ?? null) : null;
}

function replaceCounts(counts: LabCountsView) {
  const current = $labCounts.get();
  if (current.status !== 'ready') return;
  $labCounts.set({ status: 'ready', data: { ...current.data, labs: current.data.labs.map((l) => (l.slug === counts.slug ? counts : l)) } });
}

async function signedIn() {
  await initAuth();
  return $auth.get().status === 'signed-in';
}

/**
 * Runs the learner's attack in the browser (the same engine the server runs). A signed-in
 * learner's attack is then sent to the server, which replays it and records the solve only if the
 * effect really happens.
 */
export async function submitAttack(): Promise<void> {
  const lab = findLab($labSlug.get());
  if (!lab) return;
  const { text } = $labView.get();
  const local = attemptAttack(lab, text);
  if (!local.solved) $labFailures.set($labFailures.get() + 1);
  const base = { ...local, text, xpAwarded: 0, newAchievements: [] };
  if (!text.trim() || !(await signedIn())) {
    $attackResult.set({ ...base, saved: 'visitor' });
    return;
  }
  $attackResult.set({ ...base, saved: 'saving' });
  await task(async () => {
    try {
      const server = await apiRequest<AttackVerdict>(`/labs/${lab.slug}/attacks`, { method: 'POST', body: { text } });
      replaceCounts(server.counts);
      $attackResult.set({ ...base, solved: server.solved, explanation: server.explanation, saved: 'saved', ...pick(server) });
    } catch (error) {
      $attackResult.set({ ...base, saved: 'error', saveError: errorMessage(error, 'Your attempt could not be saved.') });
    }
  });
}

const pick = (v: { xpAwarded: number; newAchievements: UnlockedAchievement[] }) => ({
  xpAwarded: v.xpAwarded,
  newAchievements: v.newAchievements,
});

/** Replays the lab's suite against the chosen defences, then (signed in, after a recorded solve) on the server. */
export async function submitFix(): Promise<void> {
  const lab = findLab($labSlug.get());
  if (!lab) return;
  const { fix } = $labView.get();
  const result = evaluateFix(lab, fix);
  const base = { result, fix, xpAwarded: 0, newAchievements: [] };
  if (!(await signedIn())) {
    $fixResult.set({ ...base, saved: 'visitor' });
    return;
  }
  $fixResult.set({ ...base, saved: 'saving' });
  await task(async () => {
    try {
      const server = await apiRequest<FixVerdict>(`/labs/${lab.slug}/fixes`, { method: 'POST', body: { defences: fix } });
      replaceCounts(server.counts);
      $fixResult.set({ ...base, saved: 'saved', ...pick(server) });
    } catch (error) {
      $fixResult.set({ ...base, saved: 'error', saveError: errorMessage(error, 'Your fix could not be saved.') });
    }
  });
}
