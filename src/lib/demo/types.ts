import { APP_DEFENCE_IDS, type AppDefenceId, type AppToolName } from './apps/settings.ts';

/** Where a piece of text in the agent's context window came from. */
type Origin = 'system' | 'user' | 'tool' | 'retrieved';

/** One labelled piece of the context window, as the page shows it. */
export interface ContextEntry {
  origin: Origin;
  label: string;
  text: string;
  /** Written by the operator or the user; everything a tool returns is untrusted. */
  trusted: boolean;
  /** Spotlighting wrapped it in markers that say "data, not instructions". */
  marked?: boolean;
  /** The dual-LLM pattern kept it from the planner (only a quarantined reader saw it). */
  quarantined?: boolean;
  /** The keyword filter replaced it (it held a blocked phrase), so there is nothing to read. */
  removed?: boolean;
}

/** The simulated tools, answering from the bundled data in world.ts. */
export type ToolName =
  'search_docs' | 'read_inbox' | 'read_page' | 'calculator' | 'add_event' | 'delete_events' | 'send_email' | 'fetch_url' | AppToolName;

/** The defences the interactive demo offers. */
export const DEFENCE_IDS = ['keywordFilter', 'spotlighting', 'toolAllowlist', 'humanApproval', 'urlAllowlist', 'dualLlm'] as const;
/** The demo's defences and the labs' own settings (`APP_DEFENCE_IDS`): what the labs' addresses and the fix route accept. */
export const LAB_DEFENCE_IDS = [...DEFENCE_IDS, ...APP_DEFENCE_IDS] as const;
export type DefenceId = (typeof LAB_DEFENCE_IDS)[number];
export type Defences = Readonly<Record<(typeof DEFENCE_IDS)[number], boolean> & Partial<Record<AppDefenceId, boolean>>>;

export type Step =
  | { kind: 'thought'; text: string }
  | { kind: 'call'; tool: ToolName; args: Readonly<Record<string, string>>; injected: boolean }
  | { kind: 'result'; tool: ToolName; text: string }
  | { kind: 'blocked'; defence: DefenceId; text: string }
  | { kind: 'answer'; text: string }
  /** A simulated person in the story (a colleague who opens the page) and what their browser did. */
  | { kind: 'victim'; text: string };
