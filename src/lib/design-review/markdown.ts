import type { Rule } from './rules.ts';
import { LABELS, type System } from './system.ts';

/** What the page knows about the ids a rule names, resolved at build from the content. */
export interface ReviewNames {
  threats: Readonly<Record<string, { code: string; name: string }>>;
  techniques: Readonly<Record<string, { name: string; url: string }>>;
  checklist: Readonly<Record<string, string>>;
  /** Lab slug → its title, for the labs the rules name. */
  labs: Readonly<Record<string, string>>;
}

const list = (items: readonly string[]) => (items.length ? items.map((i) => LABELS[i as keyof typeof LABELS] ?? i).join(', ') : 'none');
const yes = (b: boolean) => (b ? 'yes' : 'no');

/** The system as the form describes it, one line per answer. */
function describe(s: System): string[] {
  const tools = s.tools.length
    ? s.tools.map((t) => `  - ${t.name || 'Unnamed tool'}: ${list(t.can)}${t.broad ? ' (more than the task needs)' : ''}`)
    : ['  - none'];
  return [
    '- Tools:',
    ...tools,
    `- Data it can reach: ${list(s.data)}`,
    `- Untrusted content from: ${list(s.untrusted)}`,
    `- Outbound channels: ${list(s.outbound)}`,
    `- Human approval: ${{ none: 'none', risky: 'risky actions only', all: 'every action' }[s.approval]}`,
    `- Memory: ${s.memory}${s.memory === 'none' ? '' : `, shared: ${yes(s.memoryShared)}, written from untrusted content: ${yes(s.memoryFromUntrusted)}`}`,
    `- Links to other agents: ${s.agents}`,
    `- Step, time and spend limits: ${yes(s.bounded)}; code sandboxed: ${yes(s.sandboxed)}; third-party tools: ${yes(s.thirdPartyTools)}`,
    `- Serves many people: ${yes(s.multiUser)}; tools act as: ${s.identity === 'user' ? 'each user' : 'one service account'}; audit log: ${yes(s.auditLog)}; high-stakes answers: ${yes(s.highStakes)}`,
  ];
}

/**
 * The review as a Markdown threat model a team can commit: the system, then each risk with its
 * threats, the techniques in the order to apply them and the checklist items that test it.
 */
export function reviewMarkdown(
  s: System,
  risks: readonly Rule[],
  names: ReviewNames,
  opts: { date: string; origin: string; link: string },
): string {
  const abs = (path: string) => new URL(path, opts.origin).href;
  const lines = [
    `# Threat model: ${s.name || 'Unnamed agent'}`,
    '',
    `Design review of ${opts.date}. Open it again: ${opts.link}`,
    '',
    '## The system',
    '',
    ...describe(s),
    '',
    `## Risks (${risks.length})`,
  ];
  if (!risks.length) lines.push('', 'No rule applies to this description.');
  for (const [i, r] of risks.entries()) {
    lines.push('', `### ${i + 1}. ${r.title} (${r.severity})`, '', r.why, '', 'Threats:');
    for (const id of r.threats) {
      const t = names.threats[id];
      lines.push(`- [${t?.code ?? id} ${t?.name ?? ''}](${abs(`/threats/${id}`)})`.replace(' ]', ']'));
    }
    lines.push('', 'Apply, in this order:');
    r.techniques.forEach((id, n) => {
      const t = names.techniques[id];
      lines.push(`${n + 1}. [${t?.name ?? id}](${abs(t?.url ?? '/patterns')})`);
    });
    lines.push('', 'Test it (red-team checklist):');
    for (const id of r.checklist) lines.push(`- [ ] ${names.checklist[id] ?? id}`);
  }
  lines.push('', `Labs that show these risks: ${abs('/labs')}`);
  return `${lines.join('\n')}\n`;
}
