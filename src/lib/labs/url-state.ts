import { MAX_ATTACK_LENGTH } from '../demo/agent.ts';
import { LAB_DEFENCE_IDS, type DefenceId } from '../demo/types.ts';
import type { Lab } from './types.ts';

/** What a lab page shows, kept in its address so a lab can be shared and reloaded exactly. */
export interface LabView {
  phase: 'attack' | 'fix';
  /** The learner's attack text. */
  text: string;
  /** The defences switched on in the fix phase. */
  fix: readonly DefenceId[];
}

export const BAD_LAB_LINK = 'This link could not be read, so the lab starts from the beginning.';
const KEYS = ['phase', 't', 'f'];

export const startView = (lab: Lab): LabView => ({ phase: 'attack', text: '', fix: lab.start });

/** Reads a query string for a lab. Anything malformed gives the lab's start and a message, never an error. */
export function parseLabView(lab: Lab, search: string): { view: LabView; problem: string | null } {
  const start = startView(lab);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { view: start, problem: BAD_LAB_LINK };
  }
  if (!KEYS.some((k) => params.has(k))) return { view: start, problem: null };
  const bad = { view: start, problem: BAD_LAB_LINK };
  const phase = params.get('phase') ?? 'attack';
  if (phase !== 'attack' && phase !== 'fix') return bad;
  const text = params.get('t') ?? '';
  if (text.length > MAX_ATTACK_LENGTH) return bad;
  const raw = params.get('f');
  const ids = raw === null ? [...lab.start] : raw.split(',').filter(Boolean);
  const allowed = new Set<string>([...lab.fixOptions, ...lab.start]);
  if (ids.some((id) => !allowed.has(id)) || new Set(ids).size !== ids.length) return bad;
  const fix = LAB_DEFENCE_IDS.filter((id) => ids.includes(id));
  return { view: { phase, text, fix }, problem: null };
}

/** The query string for a view (without "?"), leaving out what equals the lab's start. */
export function serializeLabView(lab: Lab, view: LabView): string {
  const params = new URLSearchParams();
  if (view.phase !== 'attack') params.set('phase', view.phase);
  if (view.text) params.set('t', view.text);
  const fix = LAB_DEFENCE_IDS.filter((id) => view.fix.includes(id));
  const start = LAB_DEFENCE_IDS.filter((id) => lab.start.includes(id));
  if (fix.join(',') !== start.join(',')) params.set('f', fix.join(','));
  return params.toString();
}
