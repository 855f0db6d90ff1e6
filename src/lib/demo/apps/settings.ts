// The security labs' apps (docs/labs.md, "Apps"): the ids of their own tools and settings, and
// what the fix phase says about each setting. Kept apart from the app logic so the demo, which
// never offers these settings, loads only these few lines.

/** Settings only the labs offer, off by default and never on the demo page. */
export const APP_DEFENCE_IDS = [
  'toolLimits',
  'jailbreakDetector',
  'outputEncoding',
  'stripMarkup',
  'privateAddresses',
  'stepBudget',
  'tightStepBudget',
  'agentCallPolicy',
  'noAgentCalls',
  'memoryProvenance',
  'noMemory',
  'shellAllowlist',
  'noEgress',
  'noShell',
] as const;
export type AppDefenceId = (typeof APP_DEFENCE_IDS)[number];

/** Tools of the labs' apps, answered by the app's own files (src/lib/demo/apps/). */
export type AppToolName =
  | 'lookup_order'
  | 'read_reviews'
  | 'order_status'
  | 'place_order'
  | 'fetch_api'
  | 'read_ticket'
  | 'message_agent'
  | 'look_up_invoice'
  | 'issue_refund'
  | 'delete_record'
  | 'read_email'
  | 'save_memory'
  | 'read_file'
  | 'run_shell'
  | 'recall';

/** The step budget the per-request budget setting allows, and the tight one. */
export const TOOL_CALL_BUDGET = 10;
export const TIGHT_TOOL_CALL_BUDGET = 3;

export const APP_DEFENCES: Readonly<Record<AppDefenceId, { name: string; technique: string; summary: string }>> = {
  toolLimits: {
    name: 'Limit in the tool',
    technique: 'tool-argument-validation',
    summary: 'The refund tool itself refuses more than 100 EUR per order and hands the request to a manager, whatever the model was told.',
  },
  jailbreakDetector: {
    name: 'Jailbreak detector',
    technique: 'jailbreak-detection',
    summary:
      'Refuses user messages that look like an attempt to override the rules: "ignore previous…", role-play, text dressed as the system.',
  },
  outputEncoding: {
    name: 'Output encoding',
    technique: 'rendered-output-sanitization',
    summary:
      'The page shows the answer as text: its HTML is escaped, links keep only http and https addresses, and images stay links that load nothing.',
  },
  stripMarkup: {
    name: 'Strip all markup',
    technique: 'output-filtering',
    summary: 'Removes every tag, link and image from the answer before the page shows it.',
  },
  privateAddresses: {
    name: 'Private address block',
    technique: 'url-allowlisting',
    summary:
      'Resolves every address the agent fetches, and every redirect it follows, and refuses loopback, private and link-local addresses.',
  },
  stepBudget: {
    name: `Per-request budget: ${TOOL_CALL_BUDGET} tool calls`,
    technique: 'action-budgets',
    summary: `The run stops at ${TOOL_CALL_BUDGET} tool calls for one request, whatever the text it reads says.`,
  },
  tightStepBudget: {
    name: `Per-request budget: ${TIGHT_TOOL_CALL_BUDGET} tool calls`,
    technique: 'action-budgets',
    summary: `The run stops at ${TIGHT_TOOL_CALL_BUDGET} tool calls for one request, the cheapest setting.`,
  },
  agentCallPolicy: {
    name: 'Agent-call permissions',
    technique: 'multi-agent-coordination-safety',
    summary:
      'The intake agent may ask the billing agent to look things up; billing refunds or deletes only what the user’s own request names.',
  },
  noAgentCalls: {
    name: 'No calls between agents',
    technique: 'least-privilege-tools',
    summary: 'The intake agent may not message the billing agent at all.',
  },
  memoryProvenance: {
    name: 'Memory provenance',
    technique: 'semantic-memory',
    summary: 'Every memory write carries its source: only the user’s own words may be saved; text a tool read may not.',
  },
  noMemory: {
    name: 'No long-term memory',
    technique: 'least-privilege-tools',
    summary: 'The assistant forgets everything between sessions: saving and recalling are off.',
  },
  shellAllowlist: {
    name: 'Command allowlist',
    technique: 'sandboxed-execution',
    summary:
      'Commands outside the allowlist (npm ci, npm test, npm run, git status, git diff, ls) wait for the user, who approves only what they asked for.',
  },
  noEgress: {
    name: 'No network egress',
    technique: 'sandboxed-execution',
    summary: 'The sandbox reaches the package registry and nothing else on the network.',
  },
  noShell: {
    name: 'No shell',
    technique: 'least-privilege-tools',
    summary: 'The coding agent has no shell tool at all.',
  },
};
