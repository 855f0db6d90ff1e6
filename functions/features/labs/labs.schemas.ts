// The security labs' API (docs/api.md, Labs), one place for both sides: the request schemas the
// routes validate with and the response types they answer with, which the labs store imports as
// types.
import { z } from 'zod';
import { MAX_ATTACK_LENGTH } from '../../../src/lib/demo/agent';
import { LAB_DEFENCE_IDS } from '../../../src/lib/demo/types';
import type { UnlockedAchievement } from '../learning/learning.schemas';

// ---- Requests ----------------------------------------------------------------------------------

/** The lab in the address: a slug (whether it exists is the route's 404). */
export const labParam = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a lab slug');

/** An attack carries the learner's text and nothing else: a "solved" flag is refused, never read. */
export const attackSchema = z.strictObject({
  text: z.string().min(1, 'Write the attack text.').max(MAX_ATTACK_LENGTH, `At most ${MAX_ATTACK_LENGTH} characters.`),
});

/** A fix is the set of defences switched on; the server replays the lab's suite against it. */
export const fixSchema = z.strictObject({
  defences: z
    .array(z.enum(LAB_DEFENCE_IDS, { error: 'Unknown defence.' }))
    .max(LAB_DEFENCE_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each defence once.'),
});

// ---- Responses ---------------------------------------------------------------------------------

export type LabPhase = 'attack' | 'fix';

/** How many learners completed each phase of a lab (no names). */
export interface LabCountsView {
  slug: string;
  solvedBy: number;
  fixedBy: number;
}

/** `GET /labs`: the counts of every lab, and for a signed-in learner the phases they completed. */
export interface LabsOverview {
  labs: LabCountsView[];
  /** `{lab, phase}` pairs the signed-in learner completed; empty when signed out. */
  mine: { lab: string; phase: LabPhase }[];
}

/** What a recorded phase earned: XP the first time, and any achievement it unlocked. */
interface Earned {
  /** XP granted by this request (0 when the phase was recorded before, or did not pass). */
  xpAwarded: number;
  newAchievements: UnlockedAchievement[];
  counts: LabCountsView;
}

/** `POST /labs/{slug}/attacks`: the server's verdict on the replayed attack. */
export interface AttackVerdict extends Earned {
  solved: boolean;
  explanation: string;
}

/** One case of the replayed suite. */
export interface FixCaseView {
  id: string;
  kind: 'attack' | 'task';
  title: string;
  effectSeen: boolean;
  explanation: string;
}

/** `POST /labs/{slug}/fixes`: the suite replayed against the submitted configuration. */
export interface FixVerdict extends Earned {
  passed: boolean;
  attackSuccessRate: number;
  wronglyRefusedRate: number;
  cases: FixCaseView[];
}
