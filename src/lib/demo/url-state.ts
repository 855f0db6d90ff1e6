import { MAX_ATTACK_LENGTH } from './agent.ts';
import { NO_DEFENCES } from './defences.ts';
import { LEVELS } from './challenges.ts';
import { ATTACK_CASES } from './evaluate.ts';
import { SCENARIOS } from './scenarios.ts';
import { DEFENCE_IDS, type DefenceId, type Defences } from './types.ts';

/** Everything on screen, so a run can be shared as a link and reloaded exactly. */
export interface DemoView {
  mode: 'explore' | 'challenge';
  scenarioId: string;
  /** Steps taken in the explore timeline. */
  step: number;
  defences: Defences;
  /** The injected text of the explore scenario (null: the scenario's bundled attack). */
  attack: string | null;
  level: number;
  /** The learner's text in challenge mode. */
  text: string;
}

export const DEFAULT_VIEW: DemoView = {
  mode: 'explore',
  scenarioId: SCENARIOS[0]!.id,
  step: 0,
  defences: NO_DEFENCES,
  attack: null,
  level: 1,
  text: '',
};

export const BAD_LINK = 'This link could not be read, so the demo starts from the beginning.';
/** Query parameters this page writes; others (analytics, campaign tags) are ignored. */
const KEYS = ['mode', 's', 'step', 'd', 'a', 'level', 't'];
const MAX_STEP = 100;

/** The bundled attack shown for a scenario until the learner writes their own. */
export function defaultAttack(scenarioId: string): string {
  if (scenarioId === 'email-summary') return ATTACK_CASES[0]!.text;
  if (scenarioId === 'page-summary') return ATTACK_CASES.find((a) => a.id === 'image-url')!.text;
  return '';
}

/** Reads a query string. Anything malformed gives the default view and a message, never an error. */
export function parseView(search: string): { view: DemoView; problem: string | null } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { view: DEFAULT_VIEW, problem: BAD_LINK };
  }
  if (!KEYS.some((k) => params.has(k))) return { view: DEFAULT_VIEW, problem: null };
  const bad = { view: DEFAULT_VIEW, problem: BAD_LINK };
  const mode = params.get('mode') ?? 'explore';
  if (mode !== 'explore' && mode !== 'challenge') return bad;
  const scenarioId = params.get('s') ?? DEFAULT_VIEW.scenarioId;
  if (!SCENARIOS.some((s) => s.id === scenarioId)) return bad;
  const step = wholeNumber(params.get('step') ?? '0', MAX_STEP);
  const level = wholeNumber(params.get('level') ?? '1', LEVELS.length);
  if (step === null || level === null || level < 1) return bad;
  const ids = (params.get('d') ?? '').split(',').filter(Boolean);
  if (ids.some((id) => !(DEFENCE_IDS as readonly string[]).includes(id)) || new Set(ids).size !== ids.length) return bad;
  const attack = params.get('a');
  const text = params.get('t') ?? '';
  if ((attack?.length ?? 0) > MAX_ATTACK_LENGTH || text.length > MAX_ATTACK_LENGTH) return bad;
  const defences = { ...NO_DEFENCES, ...Object.fromEntries(ids.map((id) => [id as DefenceId, true])) };
  return { view: { mode, scenarioId, step, defences, attack, level, text }, problem: null };
}

function wholeNumber(raw: string, max: number): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= max ? n : null;
}

/** The query string for a view (without "?"), leaving out what equals the default, so links stay short. */
export function serializeView(view: DemoView): string {
  const params = new URLSearchParams();
  if (view.mode !== 'explore') params.set('mode', view.mode);
  if (view.scenarioId !== DEFAULT_VIEW.scenarioId) params.set('s', view.scenarioId);
  if (view.step > 0) params.set('step', String(view.step));
  const on = DEFENCE_IDS.filter((id) => view.defences[id]);
  if (on.length) params.set('d', on.join(','));
  if (view.attack !== null) params.set('a', view.attack);
  if (view.level !== 1) params.set('level', String(view.level));
  if (view.text) params.set('t', view.text);
  return params.toString();
}
