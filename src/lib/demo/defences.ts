import type { Scenario } from './scenarios.ts';
import { DEFENCE_IDS, type ContextEntry, type DefenceId, type Defences, type ToolName } from './types.ts';
import { OWN_HOSTS, SENSITIVE_TOOLS } from './world.ts';
import { APP_DEFENCES } from './apps/settings.ts';

/** What the keyword filter looks for, in the raw text (case-insensitive, as such filters usually are). */
const BLOCKED_PHRASES = ['ignore previous instructions', 'api key', 'password'];

export const NO_DEFENCES: Defences = Object.fromEntries(DEFENCE_IDS.map((id) => [id, false])) as Record<DefenceId, boolean>;

/** What the page says about each switch, and the catalogue page that explains it. */
export const DEFENCES: Readonly<Record<DefenceId, { name: string; technique: string; summary: string }>> = {
  keywordFilter: {
    name: 'Keyword filter',
    technique: 'input-sanitization',
    summary: `Removes tool output that contains a blocked phrase (${BLOCKED_PHRASES.map((p) => `"${p}"`).join(', ')}).`,
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
  ...APP_DEFENCES,
};

/** The host of a URL, or '' when it is not one. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * What the defences that watch tool calls make of one: blocked (which defence, and why), approved
 * by the user (the thought to show), or let through untouched (null).
 */
export function checkCall(
  defences: Defences,
  scenario: Scenario,
  tool: ToolName,
  args: Readonly<Record<string, string>>,
  injected: boolean,
): { blocked: { defence: DefenceId; text: string } } | { approved: string } | null {
  if (defences.toolAllowlist && !scenario.tools.includes(tool))
    return {
      blocked: { defence: 'toolAllowlist', text: `${tool} is not among this task's tools (${scenario.tools.join(', ') || 'none'}).` },
    };
  const url = args.url ?? '';
  if (defences.urlAllowlist && (tool === 'fetch_url' || tool === 'read_page') && !OWN_HOSTS.includes(hostOf(url)))
    return { blocked: { defence: 'urlAllowlist', text: `${hostOf(url) || 'that address'} is not an allowed host.` } };
  if (defences.humanApproval && SENSITIVE_TOOLS.has(tool)) {
    // The simulated person approves exactly what the user asked for, and nothing a document asked for.
    if (injected)
      return { blocked: { defence: 'humanApproval', text: `The user was asked to approve ${tool} and said no: they never asked for it.` } };
    return { approved: `The user approved ${tool}, which they asked for.` };
  }
  return null;
}

/**
 * Tool output enters the context untrusted; the input defences act on it here. The keyword filter
 * replaces text with a blocked phrase (and flags the entry as removed), spotlighting marks it as
 * data, and the dual-LLM pattern keeps it from the planner. `plain` is the text without markers.
 */
export function untrustedEntry(defences: Defences, tool: ToolName, raw: string): { entry: ContextEntry; plain: string } {
  const origin = tool === 'search_docs' ? 'retrieved' : 'tool';
  const label = tool === 'search_docs' ? 'Retrieved documents' : `Output of ${tool}`;
  const hit = defences.keywordFilter ? BLOCKED_PHRASES.find((phrase) => raw.toLowerCase().includes(phrase)) : undefined;
  const text = hit ? `[Removed by the keyword filter: it contained "${hit}".]` : raw;
  const removed = hit ? { removed: true } : {};
  if (defences.dualLlm) return { entry: { origin, label, text, trusted: false, quarantined: true, ...removed }, plain: text };
  if (defences.spotlighting)
    return { entry: { origin, label, text: `«« ${text} »»`, trusted: false, marked: true, ...removed }, plain: text };
  return { entry: { origin, label, text, trusted: false, ...removed }, plain: text };
}

/** The URL allowlist keeps links to other hosts out of the answer; what it dropped shows as blocked steps. */
export function allowedEmbeds(defences: Defences, embeds: readonly string[]) {
  if (!defences.urlAllowlist) return { kept: [...embeds], dropped: [] };
  return {
    kept: embeds.filter((url) => OWN_HOSTS.includes(hostOf(url))),
    dropped: embeds
      .filter((url) => !OWN_HOSTS.includes(hostOf(url)))
      .map((url) => ({
        kind: 'blocked' as const,
        defence: 'urlAllowlist' as const,
        text: `Removed a link to ${hostOf(url) || 'an invalid address'} from the answer.`,
      })),
  };
}
