import type { System } from './system.ts';
import { DATA_RULES } from './rules-data.ts';
import { AGENCY_RULES } from './rules-agency.ts';
import { MEMORY_AND_AGENT_RULES } from './rules-memory.ts';

/**
 * One risk rule: when it applies, why it matters, the threats of the threat map it stands for
 * (content/threats ids), the catalogue techniques to apply in order, and the red-team checklist
 * items (src/lib/guides/redteam-checklist.ts) that test it, and the labs that show it. Ids are
 * checked by unit tests.
 */
export interface Rule {
  id: string;
  title: string;
  /** Why the combination is dangerous, in one or two sentences. */
  why: string;
  severity: 'high' | 'medium';
  when: (s: System) => boolean;
  threats: readonly string[];
  /** Technique ids, in the order to apply them: the first is the control to put in place first. */
  techniques: readonly string[];
  checklist: readonly string[];
  /** Slugs of the security labs (src/lib/labs/) that show the risk happen; may be empty. */
  labs: readonly string[];
}

/** Every rule: data flow, then agency, then memory and agents. */
export const RULES: readonly Rule[] = [...DATA_RULES, ...AGENCY_RULES, ...MEMORY_AND_AGENT_RULES];

/** The rules that apply to a system, high severity first, then in the order above. */
export function reviewSystem(s: System): Rule[] {
  const applying = RULES.filter((r) => r.when(s));
  return [...applying.filter((r) => r.severity === 'high'), ...applying.filter((r) => r.severity === 'medium')];
}
