import type { DefenceId } from '../demo/types.ts';
import type { Effect } from './effects.ts';

// The security labs' data (docs/labs.md). A lab is plain data over the interactive demo's engine:
// a scenario of the demo's world, the defences the app starts with, the settings its fix phase
// offers, and a fixed suite of attack cases and ordinary tasks.

export const TIERS = ['apprentice', 'practitioner', 'expert'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_NAMES: Readonly<Record<Tier, string>> = { apprentice: 'Apprentice', practitioner: 'Practitioner', expert: 'Expert' };

/** The demo scenarios a lab's story runs in: the learner's text lands in the email or on the page. */
type LabScenario =
  | 'email-summary'
  | 'page-summary'
  | 'refund-chat'
  | 'shop-reviews'
  | 'ticket-reply'
  | 'research-page'
  | 'wallet-compare'
  | 'deputy-triage'
  | 'memory-poison'
  | 'shell-readme';

/** One case of a lab's fixed suite: an attack (its text and the effect that proves it) or an ordinary task. */
export interface SuiteCase {
  /** Stable within the lab; the dataset's id is `{lab}.{id}`. */
  id: string;
  kind: 'attack' | 'task';
  title: string;
  /** The demo scenario the case runs in (for tasks, the benign scenario that is the task). */
  scenario: string;
  /** The attack text put in the scenario's slot; empty for tasks. */
  text: string;
  /** Attacks: the effect that proves they worked. Tasks: `task-done`. */
  effect: Effect;
}

export interface Lab {
  slug: string;
  title: string;
  tier: Tier;
  /** The app the lab is set in, in a few words. */
  app: string;
  /** A paragraph: the app, who uses it, what the agent can do, where the learner's text goes. */
  story: string;
  /** What the learner must make happen; `effect` is the check. */
  goal: string;
  effect: Effect;
  scenario: LabScenario;
  /** The label of the learner's text box. */
  slotLabel: string;
  /** Defences the app starts with (the vulnerable configuration). */
  start: readonly DefenceId[];
  /** The switches the fix phase offers. */
  fixOptions: readonly DefenceId[];
  suite: readonly SuiteCase[];
  /** Catalogue technique slugs the lab exercises. */
  techniques: readonly string[];
  /** Threat map ids (OWASP LLM, OWASP Agentic, MITRE ATLAS). */
  threats: readonly string[];
  /** Shown one by one after failed attempts. */
  hints: readonly string[];
  /** Named after a win, as Gandalf does: the defence in play and why it fell. */
  defence: { name: string; explanation: string };
  /** Said when a fix passes: what made it work. */
  lesson: string;
  xp: { attack: number; fix: number };
}
