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
  | 'search_docs'
  | 'read_inbox'
  | 'read_page'
  | 'calculator'
  | 'add_event'
  | 'delete_events'
  | 'send_email'
  | 'fetch_url'
  // The security labs' apps (src/lib/demo/apps/).
  | 'lookup_order'
  | 'issue_refund'
  | 'read_reviews'
  | 'order_status'
  | 'place_order'
  | 'read_ticket';

export const DEFENCE_IDS = [
  'keywordFilter',
  'spotlighting',
  'toolAllowlist',
  'humanApproval',
  'urlAllowlist',
  'dualLlm',
  // The security labs' own defences, off by default and never offered on the demo page.
  'toolLimits',
  'jailbreakDetector',
  'outputEncoding',
  'stripMarkup',
  'privateAddresses',
] as const;
/** The defences the interactive demo's page offers. */
export const DEMO_DEFENCE_IDS = DEFENCE_IDS.slice(0, 6);
export type DefenceId = (typeof DEFENCE_IDS)[number];
export type Defences = Readonly<Record<DefenceId, boolean>>;

export type Step =
  | { kind: 'thought'; text: string }
  | { kind: 'call'; tool: ToolName; args: Readonly<Record<string, string>>; injected: boolean }
  | { kind: 'result'; tool: ToolName; text: string }
  | { kind: 'blocked'; defence: DefenceId; text: string }
  | { kind: 'answer'; text: string }
  /** A simulated person in the story (a colleague who opens the page) and what their browser did. */
  | { kind: 'victim'; text: string };
