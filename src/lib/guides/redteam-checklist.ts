/**
 * The red-team coverage checklist: the threats an agent exercise should test, the state as a short
 * URL parameter (so a checklist can be shared as a link) and a Markdown export. Pure; unit-tested.
 */
export interface Threat {
  id: string;
  group: string;
  label: string;
  /** Threats of the threat map (content/threats) this item tests; checked at build. */
  threats: readonly string[];
}

export const THREATS: readonly Threat[] = [
  {
    id: 'direct-injection',
    group: 'Prompt injection',
    label: 'Direct prompt injection in user messages',
    threats: ['llm01', 'asi01', 'aml-t0051', 'aml-t0051-000'],
  },
  {
    id: 'indirect-injection',
    group: 'Prompt injection',
    label: 'Indirect injection in retrieved documents, web pages and email',
    threats: ['llm01', 'asi01', 'aml-t0051', 'aml-t0051-001'],
  },
  {
    id: 'tool-output-injection',
    group: 'Prompt injection',
    label: 'Injection through tool and API results',
    threats: ['llm01', 'asi01', 'asi02', 'aml-t0051-001'],
  },
  {
    id: 'multimodal-injection',
    group: 'Prompt injection',
    label: 'Injection hidden in images, files or unusual Unicode',
    threats: ['llm01', 'aml-t0051-001'],
  },
  {
    id: 'tool-abuse',
    group: 'Tools and agency',
    label: 'Tool abuse: calls with attacker-chosen arguments',
    threats: ['llm06', 'asi02', 'aml-t0053'],
  },
  {
    id: 'excessive-agency',
    group: 'Tools and agency',
    label: 'Excessive agency: actions beyond the task without approval',
    threats: ['llm06', 'asi02', 'asi10'],
  },
  {
    id: 'privilege-escalation',
    group: 'Tools and agency',
    label: 'Privilege escalation across users or tenants',
    threats: ['asi03', 'llm06', 'aml-t0053'],
  },
  {
    id: 'mcp-supply-chain',
    group: 'Tools and agency',
    label: 'Malicious or changed tool and MCP server descriptions',
    threats: ['llm03', 'asi04', 'aml-t0110'],
  },
  {
    id: 'markdown-exfiltration',
    group: 'Data',
    label: 'Exfiltration through rendered links and images',
    threats: ['llm05', 'llm02', 'aml-t0077'],
  },
  { id: 'tool-exfiltration', group: 'Data', label: 'Exfiltration through outbound tool calls', threats: ['asi02', 'llm02', 'aml-t0086'] },
  { id: 'system-prompt-leak', group: 'Data', label: 'System prompt and secret disclosure', threats: ['llm07', 'llm02', 'aml-t0056'] },
  {
    id: 'sensitive-data-leak',
    group: 'Data',
    label: "Disclosure of other users' or private data",
    threats: ['llm02', 'asi03', 'llm08', 'aml-t0057'],
  },
  {
    id: 'memory-poisoning',
    group: 'Memory and retrieval',
    label: 'Memory poisoning that persists across sessions',
    threats: ['asi06', 'aml-t0080'],
  },
  {
    id: 'rag-poisoning',
    group: 'Memory and retrieval',
    label: 'Poisoned documents in the retrieval corpus',
    threats: ['llm08', 'llm04', 'asi06', 'aml-t0070'],
  },
  { id: 'jailbreak', group: 'Output', label: 'Jailbreaks of the content policy', threats: ['llm01', 'aml-t0054'] },
  {
    id: 'unsafe-output',
    group: 'Output',
    label: 'Unsafe output handling: code, SQL or HTML executed downstream',
    threats: ['llm05', 'asi05'],
  },
  {
    id: 'misinformation',
    group: 'Output',
    label: 'Confident wrong answers on high-stakes questions',
    threats: ['llm09', 'asi09', 'asi08'],
  },
  {
    id: 'denial-of-wallet',
    group: 'Availability',
    label: 'Unbounded consumption: loops, huge inputs, denial of wallet',
    threats: ['llm10', 'aml-t0034', 'aml-t0029'],
  },
  { id: 'false-refusals', group: 'Availability', label: 'Benign requests wrongly refused (measured next to attacks)', threats: [] },
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
