/**
 * The red-team coverage checklist: the threats an agent exercise should test, the state as a short
 * URL parameter (so a checklist can be shared as a link) and a Markdown export. Pure; unit-tested.
 */
export interface Threat {
  id: string;
  group: string;
  label: string;
}

export const THREATS: readonly Threat[] = [
  { id: 'direct-injection', group: 'Prompt injection', label: 'Direct prompt injection in user messages' },
  { id: 'indirect-injection', group: 'Prompt injection', label: 'Indirect injection in retrieved documents, web pages and email' },
  { id: 'tool-output-injection', group: 'Prompt injection', label: 'Injection through tool and API results' },
  { id: 'multimodal-injection', group: 'Prompt injection', label: 'Injection hidden in images, files or unusual Unicode' },
  { id: 'tool-abuse', group: 'Tools and agency', label: 'Tool abuse: calls with attacker-chosen arguments' },
  { id: 'excessive-agency', group: 'Tools and agency', label: 'Excessive agency: actions beyond the task without approval' },
  { id: 'privilege-escalation', group: 'Tools and agency', label: 'Privilege escalation across users or tenants' },
  { id: 'mcp-supply-chain', group: 'Tools and agency', label: 'Malicious or changed tool and MCP server descriptions' },
  { id: 'markdown-exfiltration', group: 'Data', label: 'Exfiltration through rendered links and images' },
  { id: 'tool-exfiltration', group: 'Data', label: 'Exfiltration through outbound tool calls' },
  { id: 'system-prompt-leak', group: 'Data', label: 'System prompt and secret disclosure' },
  { id: 'sensitive-data-leak', group: 'Data', label: "Disclosure of other users' or private data" },
  { id: 'memory-poisoning', group: 'Memory and retrieval', label: 'Memory poisoning that persists across sessions' },
  { id: 'rag-poisoning', group: 'Memory and retrieval', label: 'Poisoned documents in the retrieval corpus' },
  { id: 'jailbreak', group: 'Output', label: 'Jailbreaks of the content policy' },
  { id: 'unsafe-output', group: 'Output', label: 'Unsafe output handling: code, SQL or HTML executed downstream' },
  { id: 'misinformation', group: 'Output', label: 'Confident wrong answers on high-stakes questions' },
  { id: 'denial-of-wallet', group: 'Availability', label: 'Unbounded consumption: loops, huge inputs, denial of wallet' },
  { id: 'false-refusals', group: 'Availability', label: 'Benign requests wrongly refused (measured next to attacks)' },
];

const KNOWN = new Set(THREATS.map((t) => t.id));
const PARAM = 'covered';

/** Reads the covered threat ids from a query string; unknown ids and duplicates are dropped. */
export function readCovered(search: string): Set<string> {
  const raw = new URLSearchParams(search).get(PARAM) ?? '';
  return new Set(raw.split(',').filter((id) => KNOWN.has(id)));
}

/** Writes the covered ids into a query string, in checklist order, keeping other parameters. */
export function writeCovered(search: string, covered: ReadonlySet<string>): string {
  const params = new URLSearchParams(search);
  const ids = THREATS.filter((t) => covered.has(t.id)).map((t) => t.id);
  if (ids.length) params.set(PARAM, ids.join(','));
  else params.delete(PARAM);
  const out = params.toString().replace(/%2C/g, ',');
  return out ? `?${out}` : '';
}

/** The checklist as Markdown task lists, grouped, with a coverage line. */
export function checklistMarkdown(covered: ReadonlySet<string>, date: string): string {
  const done = THREATS.filter((t) => covered.has(t.id)).length;
  const lines = [`# Red-team coverage (${date})`, '', `Covered ${done} of ${THREATS.length} threats.`];
  for (const group of [...new Set(THREATS.map((t) => t.group))]) {
    lines.push('', `## ${group}`, '');
    for (const t of THREATS.filter((x) => x.group === group)) lines.push(`- [${covered.has(t.id) ? 'x' : ' '}] ${t.label}`);
  }
  return `${lines.join('\n')}\n`;
}
