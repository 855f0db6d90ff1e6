import type { DefenceId } from './types.ts';

/** What the page says about each switch, and the catalogue page that explains it. */
export const DEFENCES: Readonly<Record<DefenceId, { name: string; technique: string; summary: string }>> = {
  keywordFilter: {
    name: 'Keyword filter',
    technique: 'input-sanitization',
    summary: 'Removes tool output that contains a blocked phrase ("ignore previous instructions", "api key", "password").',
  },
  spotlighting: {
    name: 'Spotlighting',
    technique: 'spotlighting',
    summary: 'Wraps tool output in «« »» and tells the model that text inside is data, never instructions.',
  },
  toolAllowlist: {
    name: 'Tool allowlist',
    technique: 'least-privilege-tools',
    summary: 'Only the tools this task needs can run.',
  },
  humanApproval: {
    name: 'Human approval',
    technique: 'human-in-the-loop-approval',
    summary: 'Sending, deleting and fetching wait for the user, who approves only what they asked for.',
  },
  urlAllowlist: {
    name: 'URL allowlist',
    technique: 'url-allowlisting',
    summary: 'Fetches and links in the answer may only point at the organisation’s own hosts.',
  },
  dualLlm: {
    name: 'Dual LLM',
    technique: 'dual-llm-pattern',
    summary: 'A quarantined model without tools reads untrusted text; the planner never sees it.',
  },
};
